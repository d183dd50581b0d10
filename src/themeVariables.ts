import { THEME_VARIABLES, type ThemeVariables } from './theme';
import { DARK_THEME_VARIABLES } from './themeDarkVariables';
import { DEFAULT_THEME, isThemeChoice, themeMode, type ThemeChoice, type ThemeMode } from './domain/appearance';
import { readStored } from './storage/clientStorage';

/**
 * Sets the theme's colours (src/theme.ts, or src/themeDarkVariables.ts in dark) as CSS custom properties on the
 * page's root: the app's own CSS files read `var(--ace-primary-text)` and the like instead of writing a
 * colour, so a change of theme redraws them without a reload. `color-scheme` gives the browser's own
 * parts (scrollbars, a date input's picker) the same mode.
 */
export function applyThemeVariables(
  variables: ThemeVariables = THEME_VARIABLES,
  mode: ThemeMode = 'light',
  root: HTMLElement = document.documentElement,
) {
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  root.style.colorScheme = mode;
  root.dataset.theme = mode;
}

/** The colour variables of a mode (for what cannot read CSS: an SVG image's fill, a chart's canvas). */
export const variablesOf = (mode: ThemeMode): ThemeVariables => (mode === 'dark' ? DARK_THEME_VARIABLES : THEME_VARIABLES);

/** The device's dark setting, as a query that tells its changes (null where there is no matchMedia). */
export const deviceDarkQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

/**
 * The choice this browser knows: the signed-in person's stored one (light when they never chose);
 * signed out, the device's setting (跟随系统) — the sign-in pages are no one's yet.
 */
export function storedThemeChoice(): ThemeChoice {
  const me = readStored('auth');
  if (!me) return 'system';
  return isThemeChoice(me.theme) ? me.theme : DEFAULT_THEME;
}

/**
 * The page's first frame, before any screen: the signed-in person's stored choice (src/state/appearance.ts
 * takes over once the app is there); signed out — the sign-in pages — the device's light or dark
 * setting, followed while the page is open (docs/decisions.md "Dark theme…").
 */
export function applyStartingTheme(): void {
  const device = deviceDarkQuery();
  const draw = () => {
    const mode = themeMode(storedThemeChoice(), device?.matches === true);
    applyThemeVariables(variablesOf(mode), mode);
  };
  draw();
  // Signed out only: once signed in, the app's own appearance follows the device where the person chose so.
  device?.addEventListener('change', () => {
    if (!readStored('auth')) draw();
  });
}
