import type { pageProfileTexts } from '../zh-CN/pageProfile';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof pageProfileTexts> = {
  profile: 'Profile',
  changePassword: 'Change password',
  changePasswordLoadFailed: 'Failed to load Change password. Check your network and retry',
  account: 'Account',
  department: 'Department',
  unassigned: 'Unassigned',
  roles: 'Roles',
  mySessions: 'My signed-in devices',
  device: 'Device',
  otherDevice: 'Other device',
  confirmLogoutOthers: 'Sign out other devices?',
  logoutOthersDescription: 'Sessions on every device except this one will end.',
  logoutOk: 'Sign out',
  logoutOthers: 'Sign out other devices',
  sessionsLoadFailed: 'Failed to load signed-in devices',
  noSessions: 'No signed-in devices',
};

export default texts;
