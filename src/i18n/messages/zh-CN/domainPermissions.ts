import { translator } from '../translate';

/** The permission matrix's actions, the data scopes and the refusals of missing rights (src/domain/permissions). */
export const domainPermissionsTexts = {
  deniedList: '没有查看{{label}}的权限',
  deniedShow: '没有查看{{label}}详情的权限',
  deniedCreate: '没有新建{{label}}的权限',
  deniedEdit: '没有编辑{{label}}的权限',
  deniedDelete: '没有删除{{label}}的权限',
  deniedTransfer: '没有转移{{label}}的权限',
  deniedExport: '没有导出{{label}}的权限',
  deniedImport: '没有导入{{label}}的权限',
  deniedGenerateOrder: '没有用{{label}}生成订单的权限',
  deniedPay: '没有记录付款或退款的权限',
  deniedConvert: '没有将{{label}}转为客户的权限',
  deniedPrint: '没有打印{{label}}的权限',
} as const;

export const t = translator('domainPermissions', domainPermissionsTexts);
