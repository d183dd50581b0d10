import type { EnglishOf } from '../translate';
import type { schemaTextPatternTexts } from '../zh-CN/schemaTextPattern';

const texts: EnglishOf<typeof schemaTextPatternTexts> = {
  tooComplex: 'is too complex; simplify it (e.g. fewer repetitions)',
  backReference: 'cannot use back-references{{bit}}',
  badEscape: 'has an unsupported escape{{bit}}',
  lookaround: 'cannot use lookahead, lookbehind or constructs like{{bit}}',
  lookbehind: 'cannot use lookbehind ((?<= or (?<!)',
  groupName: 'has an invalid group name{{bit}}',
  groupNameRepeated: 'repeats the group name{{bit}}',
  missingBracket: 'is missing a closing bracket ]',
  missingParen: 'is missing a closing parenthesis )',
  extraParen: 'has an extra closing parenthesis )',
  repeatNothing: 'has a repetition{{bit}} with nothing to repeat',
  repeatRepeated: 'has repetitions in a row{{bit}}',
  repeatCount: 'has an invalid repeat count{{bit}} (at most 1000)',
  classRange: 'has an invalid character range{{bit}}',
  trailingBackslash: 'ends with a stray backslash',
  emptyClass: 'cannot use empty brackets "[]" or "[^]" (for any character write [\\s\\S])',
  otherwise: 'is too complex or invalid',
  bit: ' "{{input}}"',
  tooLong: 'cannot be longer than {{max}} characters',
  empty: 'cannot be empty',
  compileError: 'Format (regular expression) {{reason}}: {{source}}',
  togetherTooComplex:
    'the formats (regular expressions) of the fields are too complex together: simplify them, use fewer formatted fields or lower their maximum lengths',
  patternedTooLong: 'has a format (regular expression), so its maximum length cannot exceed {{max}}',
};

export default texts;
