import { translator } from '../translate';

/** The product screen's category bar (src/resources/product). */
export const salesProductsTexts = {
  categories: '产品分类',
  categoryLabel: '分类：',
  loading: '加载中…',
} as const;

export const t = translator('salesProducts', salesProductsTexts);
