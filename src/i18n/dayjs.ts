/**
 * dayjs in the interface's language: the one place the app takes dayjs from (eslint.config.js), so its
 * locale — month and week-day names, the week starting on Monday in Chinese, in antd's date pickers as in
 * our formats — is set wherever dates are, and only there: the first screen after login has no date
 * (docs/requirements.md §10.5). English (dayjs's own `en`) follows the texts when a person chose it.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { followTextLocale } from './messages/translate';

followTextLocale((locale) => dayjs.locale(locale === 'en-US' ? 'en' : 'zh-cn'));

export default dayjs;
export type { Dayjs } from 'dayjs';
