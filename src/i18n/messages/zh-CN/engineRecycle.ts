import { translator } from '../translate';

/** The schema engine's recycle bin and restore. */
export const engineRecycleTexts = {
  recycleBin: '回收站',
  recycleBinOf: '{{label}}回收站',
  keptFor: '删除的{{label}}在此保留 {{days}} 天，之后彻底清除；仍被其他记录引用的（如订单中的客户）保留到不再被引用为止。',
  kept: '删除的{{label}}在此保留，之后彻底清除；仍被其他记录引用的（如订单中的客户）保留到不再被引用为止。',
  restoreSelected: '恢复所选',
  restoreSelectedCount: '恢复所选（{{n}}）',
  loadFailed: '回收站加载失败',
  empty: '回收站是空的',
  record: '记录',
  deletedAt: '删除时间',
  deletedBy: '删除人',
  restore: '恢复',
  restoreOf: '恢复{{title}}',
} as const;

export const t = translator('engineRecycle', engineRecycleTexts);
