import type { serverEngineTexts } from '../zh-CN/serverEngine';
import type { EnglishOf } from '../../../../src/i18n/messages/translate';

const texts: EnglishOf<typeof serverEngineTexts> = {
  chooseToDelete: 'Select the records to delete',
  wrongType: '{{label}} has the wrong type',
  duplicate: 'The same {{label}} record already exists; check and try again',
  restoreRefused: '{{record}}: {{message}}; it cannot be restored',
  restoreDuplicate: '{{label}} {{titles}} would duplicate an existing record (a code already in use, say); they cannot be restored',
  quoted: '"{{title}}"',
  listJoin: ', ',
  noRightToChoose: 'You may not view {{target}}, so you cannot choose {{label}}',
  referenceGone: '{{label}} does not exist or was deleted; choose again',
  itemIn: '{{item}} in {{field}}',
  itemAtRow: '{{item}} in row {{row}} of {{field}}',
  bulkRow: 'Record {{n}} ({{title}}): {{message}}',
  askFor: 'Give {{label}} ({{key}})',
  viaWrong: 'The relation path (via) is not valid: {{path}}',
  paramResource: 'Resource',
  paramOwner: 'Owning resource',
  paramVia: 'Relation path',
  paramId: 'Record',
  verbFilter: 'filtering',
  verbSort: 'sorting',
  unsupportedField: 'This field cannot be used for {{verb}}: {{field}}',
  unusableField: 'Field "{{label}}" cannot be used for {{verb}}',
  pageNo: 'The page number must be a whole number of at least 1',
  pageSize: 'The page size must be from 1 to {{max}}',
  pageOutOfRange: 'The page number is out of range',
  sortOrder: 'The sort order must be asc or desc',
  searchTooLong: 'The search text cannot exceed 100 characters',
  noSearch: 'This list cannot be searched',
  columnId: 'ID',
  columnCreatedAt: 'Created at',
  columnUpdatedAt: 'Updated at',
};

export default texts;
