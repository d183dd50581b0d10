/**
 * Fetches the application's chunks while the login form is open (issue 12), so that clicking 登录
 * waits for the login call and the boot call only, not for the app's JavaScript after them. Started
 * once the form has painted and the main thread is idle: the form's own first paint stays as fast.
 * The first screen of the seeded menu is 仪表盘, so its page comes too; its chart loads on its own.
 * A failed fetch is forgotten: the navigation after login asks again and reports a failure itself.
 */
export function prefetchApp(): void {
  const start = () => {
    void import('../App').catch(() => undefined);
    void import('../pages/dashboard/DashboardPage').catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2000 });
  else window.setTimeout(start, 200);
}
