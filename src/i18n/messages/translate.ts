/**
 * The interface's texts (docs/requirements.md §10.9, docs/decisions.md "Texts in two languages"):
 * every label, message and notice the user reads comes from here. Each area of the product keeps its
 * Chinese texts in `zh-CN/<area>.ts`, next to the translator its code calls (`t('key', { n: 3 })`), and
 * its English in `en-US/<area>.ts` with the same keys — the type checker refuses an English table that
 * lacks a key or has one too many. Chinese is the default and travels with the code that shows it (so
 * every chunk carries only its own texts); English is one chunk, loaded before the first frame only by a
 * person who chose it (src/i18n/locale.ts). The server imports the same tables and keeps Chinese; what
 * it says back to a person (an error's message) it says in the language their request names
 * (LOCALE_HEADER, `inLanguage`).
 *
 * A translator is called when a text is shown, never when a module loads: English may arrive after
 * the modules are evaluated, and a text read at import would stay Chinese (a test imports every client
 * module and finds no call made at import: tests/src/i18n/textsAtImport.unit.test.ts).
 */

export type Locale = 'zh-CN' | 'en-US';
export const LOCALES: readonly Locale[] = ['zh-CN', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

/** Each language named in itself, whatever the interface's language (the user menu's 语言). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  // eslint-disable-next-line layers/no-literal-chinese -- a language's own name, shown as is in both languages
  'zh-CN': '简体中文',
  'en-US': 'English',
};

/**
 * The header a request names its reader's language in: the client's HTTP client sends the shown one,
 * and the server says its replies' messages in it (server/src/http/reply-language.ts).
 */
export const LOCALE_HEADER = 'x-ace-locale';

/** An area's texts: key → text with `{{name}}` placeholders. */
export type Texts = Readonly<Record<string, string>>;
/** The English of an area: exactly the Chinese table's keys. */
export type EnglishOf<T extends Texts> = { readonly [K in keyof T]: string };

export type TextParams = Readonly<Record<string, string | number | null | undefined>>;

/** English by area, once loaded and chosen; null while the interface is Chinese. */
let english: Readonly<Record<string, Texts>> | null = null;
/** Translations made so far (a test reads it to find texts taken while modules load). */
let calls = 0;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language texts are shown in. */
export function textLocale(): Locale {
  return english ? 'en-US' : 'zh-CN';
}

/**
 * What `say` makes, made with `tables` as the English shown (null: Chinese), the language shown before
 * put back at once. Synchronous, so nothing else runs meanwhile: the server, which stays Chinese, says
 * one reply's message in the language its request asked for.
 */
export function inLanguage<T>(tables: Readonly<Record<string, Texts>> | null, say: () => T): T {
  const shown = english;
  english = tables;
  try {
    return say();
  } finally {
    english = shown;
  }
}

const followers = new Set<(locale: Locale) => void>();

/** Shows English from now on (the tables of every area), or Chinese again with null. */
export function useEnglishTexts(tables: Readonly<Record<string, Texts>> | null): void {
  english = tables;
  for (const follow of followers) follow(textLocale());
}

/**
 * Calls `follow` with the shown language now and at each change: for libraries that keep their own
 * (dayjs's month and week-day names: src/i18n/dayjs.ts).
 */
export function followTextLocale(follow: (locale: Locale) => void): void {
  followers.add(follow);
  follow(textLocale());
}

/**
 * One English text of an area, or undefined while the interface is Chinese or the area lacks it: for
 * texts whose Chinese is not in a table of ours (the built-in schemas' labels: schemaTexts.ts).
 */
export function englishText(area: string, key: string): string | undefined {
  calls++;
  return english?.[area]?.[key];
}

/** How many texts were translated so far. */
export function translationsMade(): number {
  return calls;
}

/** Replaces `{{name}}` placeholders with the given values; a missing value leaves its placeholder. */
export function interpolate(text: string, params?: TextParams): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/**
 * The translator of one area: `t(key, params)` gives the key's text in the shown language, the Chinese
 * one when English lacks it (never the case for a built tree: the types forbid it).
 */
export function translator<T extends Texts>(area: string, zh: T) {
  return (key: keyof T & string, params?: TextParams): string => {
    calls++;
    const text = english?.[area]?.[key] ?? zh[key];
    return interpolate(text, params);
  };
}
