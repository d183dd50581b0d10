import { Grid } from 'antd';

/**
 * The three screen sizes the layout knows: a phone (narrower than antd's `md`, 768 px: one column,
 * the menu in a drawer, filters in a drawer), a tablet (`md` up to `lg`, 992 px: the side menu
 * folded to icons) and a desktop. The one place the app reads the screen's width; screens ask here
 * (and style phones through the layout's `app-layout--phone` class), never their own media queries.
 */
export type ScreenSize = 'phone' | 'tablet' | 'desktop';

/** antd's `md` and `lg` breakpoints (its screenMD and screenLG), as its Grid asks them. */
const MD = '(min-width: 768px)';
const LG = '(min-width: 992px)';

/**
 * What antd has not measured yet (its first render: it subscribes in a layout effect) is asked of
 * the window at once. Assuming a desktop there drew a phone's first frame as a desk's and then
 * turned it, and antd's buttons animate their size (搜索 grew from 32 to 44 px high over 0.2 s).
 */
const matchesNow = (query: string): boolean | undefined =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : undefined;

/** The current screen size, following the window as it is resized or turned. */
export function useScreenSize(): ScreenSize {
  const screens = Grid.useBreakpoint();
  const md = screens.md ?? matchesNow(MD);
  const lg = screens.lg ?? matchesNow(LG);
  // No matchMedia at all: nothing is known, a desktop.
  if (md === false) return 'phone';
  if (lg === false) return 'tablet';
  return 'desktop';
}

/** Whether the screen is a phone's (see useScreenSize). */
export function useIsPhone(): boolean {
  return useScreenSize() === 'phone';
}
