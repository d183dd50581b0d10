import type { EnglishOf } from '../translate';
import type { schemaExtendTexts } from '../zh-CN/schemaExtend';

const texts: EnglishOf<typeof schemaExtendTexts> = {
  customSection: 'Custom fields',
};

export default texts;
