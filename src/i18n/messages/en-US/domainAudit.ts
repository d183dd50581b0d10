import type { domainAuditTexts } from '../zh-CN/domainAudit';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof domainAuditTexts> = {
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  restore: 'Restore',
  purge: 'Delete permanently',
  import: 'Import',
  export: 'Export',
  status: 'Status change',
  generateOrder: 'Generate order',
  convert: 'Convert to customer',
  pay: 'Payment',
  refund: 'Refund',
  publish: 'Publish',
  rollback: 'Roll back',
  password: 'Change password',
  login: 'Sign in',
  loginFailed: 'Sign-in failed',
  logout: 'Sign out',
  forcedLogout: 'Forced sign-out',
  setting: 'Settings',
  role: 'Role',
  menu: 'Menu',
  project: 'Project',
  user: 'People',
  department: 'Department',
  tenant: 'Tenant',
  resourceDesign: 'Data model',
  listView: 'List view',
  session: 'Sign-in',
};

export default texts;
