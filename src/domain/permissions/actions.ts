/**
 * The actions a role grants on a resource (docs/requirements.md §6 and §10.2): the engine's calls,
 * data in and out, and the area actions that exist. Shared by the server's guard, the role API's
 * checks, the client's access control and the 角色管理 matrix.
 */
export const PERMISSION_ACTIONS = [
  'list',
  'show',
  'create',
  'edit',
  'delete',
  'transfer',
  'export',
  'import',
  'generateOrder',
  'pay',
  'convert',
  'print',
] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
/**
 * Actions only some areas have; a schema names the ones it offers (`areaActions`). 转移 `transfer`
 * (giving a record another 负责人) is no area action: every resource with an owner field offers it
 * (permissionCatalogue.ts `schemaActions`).
 */
export type AreaAction = 'generateOrder' | 'pay' | 'convert' | 'print';

/** Column headings of the permission matrix. */
export const ACTION_LABELS: Record<PermissionAction, string> = {
  list: '列表',
  show: '查看',
  create: '新建',
  edit: '编辑',
  delete: '删除',
  transfer: '转移',
  export: '导出',
  import: '导入',
  generateOrder: '生成订单',
  pay: '记录付款/退款',
  convert: '转为客户',
  print: '打印',
};

/** The refusal of a missing right, naming it: 没有删除客户的权限. */
export function deniedMessage(action: PermissionAction, label: string): string {
  switch (action) {
    case 'list':
      return `没有查看${label}的权限`;
    case 'show':
      return `没有查看${label}详情的权限`;
    case 'create':
      return `没有新建${label}的权限`;
    case 'edit':
      return `没有编辑${label}的权限`;
    case 'delete':
      return `没有删除${label}的权限`;
    case 'transfer':
      return `没有转移${label}的权限`;
    case 'export':
      return `没有导出${label}的权限`;
    case 'import':
      return `没有导入${label}的权限`;
    case 'generateOrder':
      return `没有用${label}生成订单的权限`;
    case 'pay':
      return '没有记录付款或退款的权限';
    case 'convert':
      return `没有将${label}转为客户的权限`;
    case 'print':
      return `没有打印${label}的权限`;
  }
}
