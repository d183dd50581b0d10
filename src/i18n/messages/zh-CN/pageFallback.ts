import { translator } from '../translate';

/** The pages that stand in for others: 页面不存在 and a page not built yet. */
export const pageFallbackTexts = {
  notFound: '抱歉，您访问的页面不存在。',
  underConstruction: '建设中',
  underConstructionOf: '{{title}} · 建设中',
  underConstructionNotice: '该功能正在建设中，敬请期待。',
} as const;

export const t = translator('pageFallback', pageFallbackTexts);
