import { translator } from '../translate';

/**
 * The account levels' names (src/domain/accountRoles.ts): the user menu, 组织与人员 and 菜单设置; and
 * the built-in roles every tenant is given, as given (src/domain/builtInRoles.ts).
 */
export const domainRolesTexts = {
  superAdmin: '超级管理员',
  admin: '管理员',
  staff: '员工',
  adminRoleName: '管理员',
  adminRoleDescription: '本租户的全部功能与数据',
  staffRoleName: '员工',
  staffRoleDescription: '日常业务：订单、报价、客户、产品、付款等，不含人员、角色与项目管理',
} as const;

export const t = translator('domainRoles', domainRolesTexts);
