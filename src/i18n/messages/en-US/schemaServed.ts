import type { EnglishOf } from '../translate';
import type { schemaServedTexts } from '../zh-CN/schemaServed';

const texts: EnglishOf<typeof schemaServedTexts> = {
  rejected: 'Published data models have errors and were not loaded:\n{{list}}',
  unread: 'Could not read the published data models; only the built-in resources are available: {{reason}}',
};

export default texts;
