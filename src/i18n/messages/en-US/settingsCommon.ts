import type { settingsCommonTexts } from '../zh-CN/settingsCommon';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof settingsCommonTexts> = {
  enabled: 'Enabled',
  disabled: 'Disabled',
  personWithAccount: '{{name}} ({{username}})',
  loadFailedRefresh: 'Failed to load. Refresh to try again.',
};
export default texts;
