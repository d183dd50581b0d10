import { translator } from '../translate';

/** The pages' shared screens: not found, under construction, the labels of pages outside the menu definition. */
export const pageGeneralTexts = {
  printPreview: '打印预览',
  profile: '个人中心',
  loading: '加载中',
} as const;

export const t = translator('pageGeneral', pageGeneralTexts);
