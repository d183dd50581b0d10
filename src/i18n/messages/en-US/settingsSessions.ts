import type { settingsSessionsTexts } from '../zh-CN/settingsSessions';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof settingsSessionsTexts> = {
  title: 'Online users',
  noRight: 'Your role may not view online users.',
  user: 'User',
  actions: 'Actions',
  kickQuestion: 'Sign out this session of "{{name}}"?',
  kickDescription: 'They will be signed out at once.',
  kick: 'Sign out',
  cancel: 'Cancel',
  kickLabel: 'Sign out {{name}} ({{ip}})',
  unknownAddress: 'unknown address',
  refresh: 'Refresh',
  searchPlaceholder: 'Username or name',
  searchLabel: 'Search by username or name',
  search: 'Search',
  loadFailed: 'Failed to load online users',
  retry: 'Retry',
  empty: 'No users online',
  total: '{{n}} sessions',
  unknown: 'Unknown',
  ip: 'IP address',
  browser: 'Browser',
  signedInAt: 'Signed in',
  lastActive: 'Last active',
  current: 'This session',
};
export default texts;
