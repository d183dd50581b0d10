/**
 * antd's date and time pickers and its calendar, taken from here (eslint.config.js): they read dayjs's locale for
 * their month and week-day names, which src/i18n/dayjs.ts sets before they render.
 */
import './dayjs';

export { Calendar, DatePicker, TimePicker } from 'antd';
