import type { engineRecordTexts } from '../zh-CN/engineRecord';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof engineRecordTexts> = {
  createTitle: 'Create {{label}}',
  editTitle: 'Edit {{label}}',
  backToList: 'Back to list',
  backHome: 'Back home',
  createdAt: 'Created at',
  updatedAt: 'Updated at',
  customFields: 'Custom fields',
  otherInfo: 'Other information',
  searchPlaceholder: 'Search {{labels}}',
  labelSeparator: ', ',
  ownerBoundHelp: 'New records are yours; handing them to others requires the "Transfer" permission',
  details: 'Details',
  history: 'Change history',
  historyLoadFailed: 'Failed to load the change history',
  noHistory: 'No changes yet',
  system: 'System',
  noPermission: 'No permission to view',
  emptyValue: '(empty)',
  changeField: 'Field',
  changeFrom: 'Old value',
  changeTo: 'New value',
  relatedCount: ' ({{n}})',
  relatedNone: 'No {{title}} yet',
  total: 'Total',
  updated: 'Updated',
  recordUpdated: 'This {{label}} was just changed; the latest version is shown',
  loadFailed: 'Failed to load',
  notFoundOf: '{{label}} does not exist or was deleted',
  forbiddenSubTitle: 'Sorry, you are not authorized to access this page.',
  notFoundSubTitle: 'Sorry, the page you visited does not exist.',
  serverErrorSubTitle: 'Sorry, something went wrong on the server. Please try again later.',
};

export default texts;
