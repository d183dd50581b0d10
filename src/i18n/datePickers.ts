/**
 * antd's date and time pickers, taken from here (eslint.config.js, which keeps antd's Calendar out too until a
 * screen needs it and it is exported here): they read dayjs's locale for their month and week-day names, which
 * src/i18n/dayjs.ts sets before they render.
 */
import './dayjs';

export { DatePicker, TimePicker } from 'antd';
