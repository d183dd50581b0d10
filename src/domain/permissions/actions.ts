/**
 * The actions a role grants on a resource (docs/requirements.md §6 and §10.2): the engine's calls,
 * data in and out, and the area actions that exist. Shared by the server's guard, the role API's
 * checks, the client's access control and the 角色管理 matrix.
 */
import { t, type domainPermissionsTexts } from '../../i18n/messages/zh-CN/domainPermissions';

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

const DENIED: Record<PermissionAction, keyof typeof domainPermissionsTexts> = {
  list: 'deniedList',
  show: 'deniedShow',
  create: 'deniedCreate',
  edit: 'deniedEdit',
  delete: 'deniedDelete',
  transfer: 'deniedTransfer',
  export: 'deniedExport',
  import: 'deniedImport',
  generateOrder: 'deniedGenerateOrder',
  pay: 'deniedPay',
  convert: 'deniedConvert',
  print: 'deniedPrint',
};

/** The refusal of a missing right, naming it: 没有删除客户的权限. */
export function deniedMessage(action: PermissionAction, label: string): string {
  return t(DENIED[action], { label });
}
