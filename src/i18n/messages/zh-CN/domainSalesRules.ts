import { translator } from '../translate';

/** What a sales document's state allows (documentRules.ts) and the amount in capitals' notes (chineseAmount.ts): read where documents are edited, printed or deleted. */
export const domainSalesRulesTexts = {
  kindQuotation: '报价单',
  kindOrder: '订单',
  editClosed: '「{{status}}」状态的{{kind}}已结束，不能再编辑',
  contentLocked: '「{{status}}」状态的{{kind}}不能修改明细、客户和日期{{back}}',
  contentLockedBackToDraft: '，请先改回草稿',
  contentLockedNotesOnly: '，只能修改备注',
  paidDelete: '订单 {{code}} 已有付款记录，不能删除',
  documentLabel: '{{code}}（{{status}}）',
  quotationHasOrder: '报价单 {{code}} 已生成订单，不能删除',
  quotationNotDeletable: '报价单 {{label}} 不能删除，请先关闭',
  orderNotDeletable: '订单 {{label}} 不能删除，只能删除草稿或已取消的订单',
  expiredAccept: '报价单已过有效期（{{validUntil}}），不能接受，请撤回修改有效期后重新发送',
  amountInvalid: '金额无效: {{cents}}',
  amountOutOfRange: '（金额超出范围，无法大写）',
} as const;

export const t = translator('domainSalesRules', domainSalesRulesTexts);
