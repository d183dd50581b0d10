import { translator } from '../translate';

/** How the role editor and the trail name the permission matrix's actions and the data scopes (src/domain/permissions/labels.ts). */
export const domainPermissionLabelsTexts = {
  actionList: '列表',
  actionShow: '查看',
  actionCreate: '新建',
  actionEdit: '编辑',
  actionDelete: '删除',
  actionTransfer: '转移',
  actionExport: '导出',
  actionImport: '导入',
  actionGenerateOrder: '生成订单',
  actionPay: '记录付款/退款',
  actionConvert: '转为客户',
  actionPrint: '打印',
  scopeAll: '全部',
  scopeDeptAndBelow: '本部门及以下',
  scopeDept: '本部门',
  scopeOwn: '仅本人',
  scopeCustom: '自定义部门',
} as const;

export const t = translator('domainPermissionLabels', domainPermissionLabelsTexts);
