import { lazyComponent } from '../engine/screens/lazyComponent';

/** The refine app under /app, loaded on demand; the login page starts loading it while the user types (prefetchApp). */
export const MainApp = lazyComponent(() => import('../App').then((m) => m.App));
