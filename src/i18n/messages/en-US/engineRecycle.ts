import type { engineRecycleTexts } from '../zh-CN/engineRecycle';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof engineRecycleTexts> = {
  recycleBin: 'Recycle bin',
  recycleBinOf: '{{label}} recycle bin',
  keptFor:
    'Deleted {{label}} records are kept here for {{days}} days, then purged for good; those still referenced by other records (such as a customer in an order) are kept until no longer referenced.',
  kept: 'Deleted {{label}} records are kept here for a while, then purged for good; those still referenced by other records (such as a customer in an order) are kept until no longer referenced.',
  restoreSelected: 'Restore selected',
  restoreSelectedCount: 'Restore selected ({{n}})',
  loadFailed: 'Failed to load the recycle bin',
  empty: 'The recycle bin is empty',
  record: 'Record',
  deletedAt: 'Deleted at',
  deletedBy: 'Deleted by',
  restore: 'Restore',
  restoreOf: 'Restore {{title}}',
};

export default texts;
