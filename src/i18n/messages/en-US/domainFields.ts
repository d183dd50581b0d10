import type { domainFieldsTexts } from '../zh-CN/domainFields';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof domainFieldsTexts> = {
  patternMissing: 'number pattern is missing',
  patternTooLong: 'number pattern cannot exceed {{max}} characters',
  patternOneCounter: 'number pattern must have exactly one counter, such as {0000}',
  patternDayNeedsMonth: 'number pattern with {DD} also needs {MM}',
  patternMonthNeedsYear: 'number pattern with {MM} also needs {YYYY} or {YY}',
  patternComma: 'number pattern cannot contain commas',
  patternBraces: 'number pattern has unmatched braces',
  patternUnknownToken: 'number pattern has an unknown {{{token}}} (use {YYYY}, {YY}, {MM}, {DD} and {000})',
  patternRefused: 'Number pattern {{pattern}} {{problem}}',
  listSeparator: ', ',
  levelProvince: 'province',
  levelCity: 'city',
  levelDistrict: 'district',
};

export default texts;
