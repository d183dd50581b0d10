import type { shellPaletteButtonTexts } from '../zh-CN/shellPaletteButton';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof shellPaletteButtonTexts> = {
  loadFailed: 'Failed to load search. Check your network and try again',
  search: 'Search',
};
export default texts;
