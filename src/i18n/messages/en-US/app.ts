import type { appTexts } from '../zh-CN/app';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof appTexts> = {
  forbidden: 'Permission denied',
  noCustomMethod: 'The data provider has no custom method',
  unknownResource: 'Unknown resource: {{resource}} (no schema for it, and no meta.apiBase)',
  unsupportedFilter: 'Unsupported filter: {{what}}',
  filterValue: 'value {{value}}',
  user: 'User',
  serverRefusedRead: 'The server refused the read',
  appName: 'Admin console',
  projectSwitched: "The project was switched; the previous project's data was ignored",
  styleLoadFailed: "The page's styles failed to load. Check your network and try again",
  styleGeneratorMissing: 'antd style generator {{key}} is not in its chunk',
};

export default texts;
