import { translator } from '../translate';

/**
 * The built-in roles every tenant is given, named and described as given (src/domain/builtInRoles.ts):
 * the settings screens and the profile show them; apart from the account levels' names (domainRoles),
 * which the sign-in page's chunk carries.
 */
export const domainBuiltInRolesTexts = {
  adminRoleName: '管理员',
  adminRoleDescription: '本租户的全部功能与数据',
  staffRoleName: '员工',
  staffRoleDescription: '日常业务：订单、报价、客户、产品、付款等，不含人员、角色与项目管理',
} as const;

export const t = translator('domainBuiltInRoles', domainBuiltInRolesTexts);
