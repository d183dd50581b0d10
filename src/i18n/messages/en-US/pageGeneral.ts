import type { pageGeneralTexts } from '../zh-CN/pageGeneral';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof pageGeneralTexts> = {
  printPreview: 'Print preview',
  profile: 'Profile',
  loading: 'Loading',
};

export default texts;
