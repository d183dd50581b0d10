import { translator } from '../translate';

/** The account levels' names (src/domain/accountRoles.ts): the user menu, 组织与人员 and 菜单设置. */
export const domainRolesTexts = {
  superAdmin: '超级管理员',
  admin: '管理员',
  staff: '员工',
} as const;

export const t = translator('domainRoles', domainRolesTexts);
