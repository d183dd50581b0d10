import type { I18nProvider } from '@refinedev/core';
import { textLocale } from '../i18n/messages/translate';
import { refineTexts, t } from '../i18n/messages/zh-CN/refine';

/** Replaces `{{name}}` placeholders with the given options. */
export function interpolate(text: string, options: unknown): string {
  if (!options || typeof options !== 'object') return text;
  const values = options as Record<string, unknown>;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}

const isRefineKey = (key: string): key is keyof typeof refineTexts & string => Object.hasOwn(refineTexts, key);

/**
 * refine's i18n provider: refine's built-in keys in the shown language (the area `refine`). A key
 * without a text of ours falls back to refine's own default message, then to the key.
 */
export const i18nProvider: I18nProvider = {
  translate(key: string, options?: unknown, defaultMessage?: string) {
    if (isRefineKey(key)) return interpolate(t(key), options);
    if (typeof options === 'string') return options;
    return defaultMessage ?? key;
  },
  changeLocale: async () => undefined,
  getLocale: () => textLocale(),
};
