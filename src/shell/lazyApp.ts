import { lazyComponent } from '../engine/screens/lazyComponent';
import { showStoredLocale } from '../i18n/locale';

/**
 * The refine app under /app, loaded on demand; the login page starts loading it while the user types
 * (prefetchApp). Once loaded it draws the stored theme (the dark theme's own chunk when the person draws
 * in dark), so its first frame is in it.
 */
export const MainApp = lazyComponent(() =>
  import('../App').then(async (m) => {
    await m.drawStoredTheme();
    return m.App;
  }),
);

/**
 * After a sign-in: the person's theme and language, before the app's first frame. The app may have
 * loaded while they typed, drawn as the sign-in page is: in the device's theme (src/state/appearance.ts)
 * and in Chinese (src/i18n/locale.ts).
 */
export const drawSignedInTheme = (): Promise<void> =>
  Promise.all([import('../App').then((m) => m.drawStoredTheme()), showStoredLocale()]).then(() => undefined);
