/**
 * Chinese text in the order lists sort it (pinyin, CLDR's `zh` collation: server/src/db/chinese-order.ts),
 * for a test's expected rows. Not for words ICU reads as a whole (重庆): SQLite's key ranks by character.
 */
export const byPinyin = new Intl.Collator('zh').compare;

export const pinyinSorted = (names: readonly string[]): string[] => [...names].sort(byPinyin);
