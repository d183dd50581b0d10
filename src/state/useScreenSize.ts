import { Grid } from 'antd';

/**
 * The three screen sizes the layout knows: a phone (narrower than antd's `md`, 768 px: one column,
 * the menu in a drawer, filters in a drawer), a tablet (`md` up to `lg`, 992 px: the side menu
 * folded to icons) and a desktop. The one place the app reads the screen's width; screens ask here
 * (and style phones through the layout's `app-layout--phone` class), never their own media queries.
 */
export type ScreenSize = 'phone' | 'tablet' | 'desktop';

/** The current screen size, following the window as it is resized or turned. */
export function useScreenSize(): ScreenSize {
  const { md, lg } = Grid.useBreakpoint();
  // Before antd has measured (the first render, or no matchMedia) nothing is known: a desktop.
  if (md === false) return 'phone';
  if (lg === false) return 'tablet';
  return 'desktop';
}

/** Whether the screen is a phone's (see useScreenSize). */
export function useIsPhone(): boolean {
  return useScreenSize() === 'phone';
}
