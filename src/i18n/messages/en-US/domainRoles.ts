import type { domainRolesTexts } from '../zh-CN/domainRoles';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof domainRolesTexts> = {
  superAdmin: 'Super admin',
  admin: 'Admin',
  staff: 'Staff',
};

export default texts;
