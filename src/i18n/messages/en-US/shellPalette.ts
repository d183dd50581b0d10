import type { shellPaletteTexts } from '../zh-CN/shellPalette';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof shellPaletteTexts> = {
  searching: 'Searching records…',
  typeAtLeast: 'Type at least {{n}} characters to search records',
  noMatch: 'No pages, actions or records found for "{{query}}"',
  found: '{{n}} found',
  title: 'Search pages, actions or records',
  placeholder: 'Search pages, actions, or customers, products, suppliers, order numbers',
  results: 'Search results',
  hintSelect: '↑↓ Select',
  hintOpen: 'Enter Open',
  hintClose: 'Esc Close',
  groupScreen: 'Pages',
  groupAction: 'Actions',
  groupRecord: 'Records',
  createItem: 'Create {{label}}',
};

export default texts;
