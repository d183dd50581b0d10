import { translator } from '../translate';

/** The sales settings' list pages (src/resources/sales-settings). */
export const salesSettingsTexts = {
  updatedAt: '更新于 {{time}}',
  readFailed: '读取失败，请刷新重试',
  empty: '还没有{{label}}，点击“新建”添加',
  total: '共 {{n}} 条',
  createTitle: '新建{{label}}',
  editTitle: '编辑{{label}}',
} as const;

export const t = translator('salesSettings', salesSettingsTexts);
