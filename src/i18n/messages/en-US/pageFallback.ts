import type { pageFallbackTexts } from '../zh-CN/pageFallback';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof pageFallbackTexts> = {
  notFound: 'Sorry, the page you visited does not exist.',
  underConstruction: 'Under construction',
  underConstructionOf: '{{title}} · Under construction',
  underConstructionNotice: 'This feature is under construction. Stay tuned.',
};
export default texts;
