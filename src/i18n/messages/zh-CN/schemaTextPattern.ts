import { translator } from '../translate';

/** Why a field's format (regular expression) is refused (src/schemas/textPattern.ts), after “格式（正则表达式）”. */
export const schemaTextPatternTexts = {
  tooComplex: '过于复杂，请简化（如减少重复次数）',
  backReference: '不能用反向引用{{bit}}',
  badEscape: '含有不支持的转义{{bit}}',
  lookaround: '不能用前瞻、后顾或{{bit}}这样的写法',
  lookbehind: '不能用后顾（(?<= 或 (?<!）',
  groupName: '的分组名{{bit}}写得不对',
  groupNameRepeated: '的分组名{{bit}}重复了',
  missingBracket: '缺少右方括号 ]',
  missingParen: '缺少右括号 )',
  extraParen: '多了一个右括号 )',
  repeatNothing: '的重复符号{{bit}}前面缺少要重复的内容',
  repeatRepeated: '的重复符号{{bit}}连用了',
  repeatCount: '的重复次数{{bit}}写得不对（最多 1000）',
  classRange: '的字符范围{{bit}}写得不对',
  trailingBackslash: '末尾多了一个反斜杠',
  emptyClass: '不能用空的方括号“[]”或“[^]”（任意字符请写 [\\s\\S]）',
  otherwise: '太复杂或写得不对',
  bit: '“{{input}}”',
  tooLong: '不能超过 {{max}} 个字符',
  empty: '不能为空',
  compileError: '格式（正则表达式）{{reason}}：{{source}}',
  togetherTooComplex: '各字段的格式（正则表达式）合起来过于复杂，请简化格式、减少有格式的字段或减小它们的最长长度',
  patternedTooLong: '设了格式（正则表达式），最长长度不能超过 {{max}}',
} as const;

export const t = translator('schemaTextPattern', schemaTextPatternTexts);
