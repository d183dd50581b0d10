import type { EnglishOf } from '../translate';
import type { schemaMiscTexts } from '../zh-CN/schemaMisc';

const texts: EnglishOf<typeof schemaMiscTexts> = {
  viewPersonal: 'Only me',
  viewRoles: 'Selected roles',
  viewProject: 'Everyone in the project',
  unreadable: 'No access',
  untitled: '(Untitled)',
  viaNotReference: '"{{via}}" is not a reference to {{owner}}',
  viaNotPath: '"{{via}}" is not a field path of {{resource}}',
  viaNoChildTable: '"{{via}}": {{field}} of {{resource}} is not stored in a table of its own and cannot link by line',
  createConflict:
    '"{{field}}" of {{resource}} is required and has no default value: a role that can create {{resource}} cannot hide it or make it read-only',
};

export default texts;
