import { BORDER_RADIUS, HEADER_HEIGHT, PRIMARY_COLOR, type ThemeVariables } from './theme';

/**
 * 深色 (dark): the colours of the app's own CSS in dark, each text colour passing WCAG AA on the dark
 * grounds (#000 page, #141414 boxes, #1f1f1f pop-ups) as the light ones do on white (docs/decisions.md
 * "Colours that pass WCAG AA"). Without antd: the sign-in page, which loads no antd, draws in them when
 * the device is set to dark; antd's side is src/themeDark.ts, loaded only when the app draws in dark.
 */

/** Text in the brand's blue on a dark ground (links, a selected menu entry or tab): 6.2:1 on #141414. */
export const DARK_PRIMARY_TEXT = '#4096ff';
export const DARK_PRIMARY_TEXT_HOVER = '#69b1ff';
export const DARK_TEXT = 'rgba(255, 255, 255, 0.85)';
/** antd's 45 % white is 4.4:1 on a pop-up's #1f1f1f: secondary text and descriptions at 65 % (7.7:1). */
export const DARK_SECONDARY_TEXT = 'rgba(255, 255, 255, 0.65)';
export const DARK_PLACEHOLDER_TEXT = 'rgba(255, 255, 255, 0.5)';
/** Errors as text (under a field, a 删除 link): a light red, 5.6:1 on #141414. */
export const DARK_ERROR = '#ff4d4f';
/** Where white text sits on the primary (buttons, the sign-in's 登录): #1777ff gives 4.1:1, this 5.2:1; hovered, darker still. */
export const DARK_PRIMARY_FILL = '#1668dc';
export const DARK_PRIMARY_FILL_HOVER = '#1554ad';

export const DARK_THEME_VARIABLES: ThemeVariables = {
  '--ace-primary': PRIMARY_COLOR,
  '--ace-primary-text': DARK_PRIMARY_TEXT,
  '--ace-primary-hover': DARK_PRIMARY_TEXT_HOVER,
  '--ace-primary-fill': DARK_PRIMARY_FILL,
  '--ace-primary-fill-hover': DARK_PRIMARY_FILL_HOVER,
  '--ace-text': DARK_TEXT,
  '--ace-text-secondary': DARK_SECONDARY_TEXT,
  '--ace-text-placeholder': DARK_PLACEHOLDER_TEXT,
  '--ace-text-quaternary': 'rgba(255, 255, 255, 0.25)',
  '--ace-error': DARK_ERROR,
  '--ace-warning-text': '#d89614',
  '--ace-radius': `${BORDER_RADIUS}px`,
  '--ace-bg-layout': '#000000',
  '--ace-bg-container': '#141414',
  '--ace-bg-alter': '#1d1d1d',
  '--ace-fill-hover': 'rgba(255, 255, 255, 0.12)',
  '--ace-border': '#424242',
  '--ace-border-secondary': '#303030',
  // antd's dark colorErrorBg / colorErrorBorder, and the same of success and info.
  '--ace-error-bg': '#2c1618',
  '--ace-error-border': '#5b2526',
  '--ace-success-bg': '#162312',
  '--ace-success-border': '#274916',
  '--ace-info-bg': '#111a2c',
  '--ace-info-border': '#15325b',
  '--ace-auth-ground': 'linear-gradient(160deg, #0b1526 0%, #000000 55%, #0d1a30 100%)',
  '--ace-shadow': 'rgba(0, 0, 0, 0.45)',
  '--ace-shadow-strong': 'rgba(0, 0, 0, 0.6)',
  '--ace-scrollbar': 'rgba(255, 255, 255, 0.35)',
  // antd's dark colorPrimaryBg.
  '--ace-live-highlight': '#111a2c',
  '--ace-watermark-ink': 'rgba(255, 255, 255, 0.08)',
  '--ace-header-height': `${HEADER_HEIGHT}px`,
};
