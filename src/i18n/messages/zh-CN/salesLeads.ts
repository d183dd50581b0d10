import { translator } from '../translate';

/** Leads (潜在客户) and their conversion into customers (src/resources/customer_potential, src/components/customers). */
export const salesLeadsTexts = {
  convertedTo: '已转化为客户：',
  convertedAt: '（{{time}}）',
  notConverted: '该潜在客户尚未转为客户',
  convertHelp:
    '转为客户后会新建一个客户（复制名称、联系方式、分类、标签和负责人），已有同名且联系人或联系号码相同的客户时关联该客户；本记录保留并标记为已转化。',
  convert: '转为客户',
  viewConvertedCustomer: '查看转化后的客户',
  convertQuestion: '确定将潜在客户“{{name}}”转为客户吗？',
  // Customers of the same name
  candidateContact: '联系人：{{name}}',
  candidatePhone: '联系号码：{{value}}',
  candidateCreated: '创建于 {{time}}',
  listSeparator: '，',
  sameNameTitle: '已有同名客户',
  createCustomer: '新建客户',
  linkCustomer: '关联已有客户',
  sameNameText: '已有名为“{{name}}”的客户，但联系人和联系号码与该潜在客户不同。请选择要关联的已有客户，或新建一个客户。',
} as const;

export const t = translator('salesLeads', salesLeadsTexts);
