import { MainApp } from './lazyApp';

/**
 * Fetches the application's chunks while the login form is open (docs/requirements.md §10.5), so that clicking 登录
 * waits for the login call and the boot call only, not for the app's JavaScript after them. Started
 * once the form has painted and the main thread is idle: the form's own first paint stays as fast.
 * The first screen of the seeded menu is 仪表盘, so its page comes too; its chart loads on its own.
 * Through the same lazy components the routes render (lazyComponent): loaded here, they render at
 * once after login instead of suspending. A failed fetch is forgotten: the navigation asks again.
 */
export function prefetchApp(): void {
  const start = () => {
    void MainApp.preload()
      .then(() => import('../pages'))
      .then(({ customPages }) => customPages.dashboard.preload())
      .catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2000 });
  else window.setTimeout(start, 200);
}
