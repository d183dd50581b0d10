import type { domainBuiltInRolesTexts } from '../zh-CN/domainBuiltInRoles';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof domainBuiltInRolesTexts> = {
  adminRoleName: 'Admin',
  adminRoleDescription: 'Every function and all data of this tenant',
  staffRoleName: 'Staff',
  staffRoleDescription: 'Daily business: orders, quotations, customers, products, payments and so on; not people, roles or projects',
};

export default texts;
