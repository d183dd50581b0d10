import type { I18nProvider } from '@refinedev/core';
import { zhCN } from '../i18n/zhCN';

const LOCALE = 'zh-CN';

/** Replaces `{{name}}` placeholders with the given options. */
export function interpolate(text: string, options: unknown): string {
  if (!options || typeof options !== 'object') return text;
  const values = options as Record<string, unknown>;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}

/**
 * refine's i18n provider: Simplified Chinese only. A key without a Chinese text falls back to
 * refine's own default message, then to the key.
 */
export const i18nProvider: I18nProvider = {
  translate(key: string, options?: unknown, defaultMessage?: string) {
    const text = zhCN[key];
    if (text !== undefined) return interpolate(text, options);
    if (typeof options === 'string') return options;
    return defaultMessage ?? key;
  },
  changeLocale: async () => undefined,
  getLocale: () => LOCALE,
};
