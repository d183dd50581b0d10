import type { engineRestoreTexts } from '../zh-CN/engineRestore';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof engineRestoreTexts> = {
  restored: 'Restored {{n}} {{label}}',
};
export default texts;
