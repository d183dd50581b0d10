import { readStored, writeStored } from '../storage/clientStorage';
import { useSchemaOverlay } from './messages/schemaOverlay';
import { DEFAULT_LOCALE, followTextLocale, isLocale, textLocale, useEnglishTexts, type Locale } from './messages/translate';

/**
 * 语言: the interface language a person chose (docs/decisions.md "Texts in two languages"), kept with
 * their account (users.locale) like 外观, with a copy in the stored `auth` so a reload loads English
 * before its first frame. Chinese is the default and costs nothing: it travels with the code. English
 * — our tables, antd's and dayjs's texts — is one chunk fetched only by a person who chose it. The
 * sign-in pages are in Chinese: the language is the account's, known once signed in. Choosing is
 * src/i18n/chooseLocale.ts (the user menu's), so the sign-in page loads no HTTP client for it.
 */

let loadingEnglish: Promise<void> | null = null;

function loadEnglish(): Promise<void> {
  return (loadingEnglish ??= import('./english').then(
    (english) => {
      useSchemaOverlay(english.schemaOverlay);
      useEnglishTexts(english.englishTexts);
    },
    (error: unknown) => {
      // Not kept: the next start asks again (the interface stays Chinese meanwhile).
      loadingEnglish = null;
      throw error;
    },
  ));
}

// The page says which language it is in (screen readers read it so; axe checks it).
followTextLocale((locale) => {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
});

/** The language the stored account chose; Chinese when signed out or never chosen. */
export function storedLocale(): Locale {
  const me = readStored('auth');
  return me && isLocale(me.locale) ? me.locale : DEFAULT_LOCALE;
}

/**
 * Whether antd is given its Chinese texts (src/shell/AntdProviders.tsx): its own default, which it
 * always carries, is English (pagination, pickers, empty lists…).
 */
export const antdInChinese = (): boolean => textLocale() === 'zh-CN';

/**
 * Shows the stored account's language (before the first frame: src/main.tsx, and after a sign-in):
 * English is loaded first; a failure to load it leaves Chinese, and says so in the console.
 */
export async function showStoredLocale(): Promise<void> {
  const wanted = storedLocale();
  if (wanted === textLocale()) return;
  if (wanted === 'zh-CN') {
    useSchemaOverlay(null);
    return useEnglishTexts(null);
  }
  try {
    await loadEnglish();
  } catch (error) {
    console.warn('English could not be loaded; the interface stays Chinese:', (error as Error).message);
  }
}

/** Keeps the language in the stored user, for the next reload's first frame. */
export function rememberLocale(locale: Locale): void {
  const me = readStored('auth');
  if (me && me.locale !== locale) writeStored('auth', { ...me, locale });
}

/**
 * The account's language as the server says it (the boot call, before the shell's first screen): a
 * choice made in another browser since this one signed in is shown from the first screen.
 */
export function adoptLocale(locale: unknown): Promise<void> {
  if (!isLocale(locale) || locale === storedLocale()) return Promise.resolve();
  rememberLocale(locale);
  return showStoredLocale();
}
