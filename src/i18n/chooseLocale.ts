import { apiPut } from '../http/httpClient';
import type { Profile } from '../domain/profile';
import { textLocale, type Locale } from './messages/translate';
import { rememberLocale } from './locale';

/**
 * The person chose a language (the user menu's 语言): saved to their account, then the page reloads in
 * it — every screen, open tab and library text is drawn anew in the language, none half in the other
 * (a form with unsaved input asks first, as any leaving does). A refusal changes nothing (the HTTP
 * client has said why).
 */
export async function chooseLocale(locale: Locale, reload: () => void = () => window.location.reload()): Promise<void> {
  if (locale === textLocale()) return;
  await apiPut<{ value: Profile }>('/setting/profile', { locale });
  rememberLocale(locale);
  reload();
}
