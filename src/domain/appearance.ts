/**
 * 外观: how a person's screens look, chosen by them and kept with their account (users.theme), so it
 * follows them to another browser (docs/decisions.md "Dark theme: the person's choice, kept with the account").
 * 跟随系统 follows the device's light or dark setting, as the sign-in page does for everyone.
 */
import { t } from '../i18n/messages/zh-CN/domainAccount';
import { shownTexts } from './shownTexts';

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
/** What the screens are drawn in once a choice is resolved. */
export type ThemeMode = 'light' | 'dark';

/** Light until a person chooses otherwise: what everyone saw before the choice existed. */
export const DEFAULT_THEME: ThemeChoice = 'light';

/** How each choice is named, in the shown language. */
export const THEME_LABELS: Readonly<Record<ThemeChoice, string>> = shownTexts(
  { light: 'themeLight', dark: 'themeDark', system: 'themeSystem' },
  t,
);

export const isThemeChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

/** The mode a choice draws in, given whether the device prefers dark. */
export const themeMode = (choice: ThemeChoice, devicePrefersDark: boolean): ThemeMode =>
  choice === 'system' ? (devicePrefersDark ? 'dark' : 'light') : choice;
