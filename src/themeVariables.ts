import { THEME_VARIABLES } from './theme';

/**
 * Sets the theme's colours (src/theme.ts) as CSS custom properties on the page's root, once at start:
 * the app's own CSS files read `var(--ace-primary-text)` and the like instead of writing a colour.
 */
export function applyThemeVariables(root: HTMLElement = document.documentElement) {
  for (const [name, value] of Object.entries(THEME_VARIABLES)) root.style.setProperty(name, value);
}
