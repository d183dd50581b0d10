import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_STAFF, e2eEnabled, loginThroughUi, newPage, screenshot, signedIn } from './helpers/harness';
import { seriousAxeProblems } from './helpers/axe';

/**
 * 水印 (设置 → 水印): switched on by an admin, every screen shows the signed-in person's name and the
 * day faintly — the admin's at once, a colleague's from their next start — without taking a click or
 * a screen reader's attention; switched off, it is gone.
 */
describe.skipIf(!e2eEnabled)('watermark', () => {
  const app = signedIn(DEMO_ADMIN);
  const day = () => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };

  it('an admin turns it on in 设置: their screens and a colleague’s carry each one’s name and the day; off again, none', async () => {
    const { page } = app;
    await page.goto('/app/setting/general');
    const toggle = page.getByRole('switch', { name: '显示水印' });
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await page.getByTestId('watermark').count()).toBe(0);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    const mark = page.getByTestId('watermark');
    await expect.poll(() => mark.getAttribute('data-text')).toBe(`王经理 ${day()}`);

    // Over the dashboard: nothing under it is harder to reach or read.
    await page.locator('.ant-menu-title-content', { hasText: /^仪表盘$/ }).click();
    await page.getByTestId('figure-0').waitFor();
    await page.getByRole('button', { name: /刷\s*新/ }).click();
    expect(await seriousAxeProblems(page)).toEqual([]);
    await screenshot(page, 'watermark-dashboard');

    const colleague = await newPage(app.browser, app.server.url);
    try {
      await loginThroughUi(colleague.page, DEMO_STAFF);
      await expect.poll(() => colleague.page.getByTestId('watermark').getAttribute('data-text')).toMatch(new RegExp(` ${day()}$`));
      expect(await colleague.page.getByTestId('watermark').getAttribute('data-text')).not.toContain('王经理');
    } finally {
      await colleague.context.close();
    }

    await page.goto('/app/setting/general');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => page.getByTestId('watermark').count()).toBe(0);
    await page.reload();
    await page.getByRole('switch', { name: '显示水印' }).waitFor();
    expect(await page.getByTestId('watermark').count()).toBe(0);
  });
});
