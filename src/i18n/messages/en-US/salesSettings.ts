import type { salesSettingsTexts } from '../zh-CN/salesSettings';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof salesSettingsTexts> = {
  updatedAt: 'Updated at {{time}}',
  readFailed: 'Failed to load. Please refresh and try again',
  empty: 'No {{label}} yet. Click "Create" to add one',
  total: '{{n}} records in total',
  createTitle: 'Create {{label}}',
  editTitle: 'Edit {{label}}',
};

export default texts;
