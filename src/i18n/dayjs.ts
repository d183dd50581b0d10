/**
 * dayjs in Chinese: the one place the app takes dayjs from (eslint.config.js), so its zh-cn locale —
 * month and week-day names, the week starting on Monday, in antd's date pickers as in our formats — is
 * set wherever dates are, and only there: the first screen after login has no date (docs/requirements.md §10.5).
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export default dayjs;
export type { Dayjs } from 'dayjs';
