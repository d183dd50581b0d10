import { translator } from '../translate';

/** Words the settings screens share: enabled or not, a person with their account. */
export const settingsCommonTexts = {
  enabled: '启用',
  disabled: '已停用',
  personWithAccount: '{{name}}（{{username}}）',
  loadFailedRefresh: '读取失败，请刷新重试',
} as const;

export const t = translator('settingsCommon', settingsCommonTexts);
