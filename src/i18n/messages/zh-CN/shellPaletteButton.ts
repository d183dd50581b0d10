import { translator } from '../translate';

/** The header's search box, which loads the command palette on demand (PaletteButton). */
export const shellPaletteButtonTexts = {
  loadFailed: '搜索加载失败，请检查网络后重试',
  search: '搜索',
} as const;

export const t = translator('shellPaletteButton', shellPaletteButtonTexts);
