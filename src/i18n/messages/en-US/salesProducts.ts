import type { salesProductsTexts } from '../zh-CN/salesProducts';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof salesProductsTexts> = {
  categories: 'Product categories',
  categoryLabel: 'Category:',
  loading: 'Loading…',
};

export default texts;
