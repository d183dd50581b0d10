import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, e2eEnabled, screenshot, signedIn } from './helpers/harness';
import { listShown, nextListAnswer } from './helpers/lists';

/**
 * Presses Tab until the focused element matches `selector` (and holds `text`, when given), at most
 * `limit` times; fails naming where focus went instead. What a person without a mouse does.
 */
async function tabTo(page: Page, selector: string, text?: string, limit = 80) {
  const seen: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const here = await page.evaluate(
      ({ selector, text }) => {
        const el = document.activeElement;
        if (!el) return { ok: false, name: '' };
        const content = (el.textContent ?? '').replace(/\s/g, '');
        const ok = el.matches(selector) && (text === null || content.includes(text));
        const name = el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? content.slice(0, 20);
        return { ok, name: `${el.tagName.toLowerCase()} ${name}` };
      },
      { selector, text: text ?? null },
    );
    if (here.ok) return;
    seen.push(here.name);
  }
  throw new Error(`Tab did not reach ${selector} ${text ?? ''} in ${limit} presses; focus went to: ${seen.join(' → ')}`);
}

describe.skipIf(!e2eEnabled)('keyboard only: a list and a form without a mouse', () => {
  const app = signedIn(DEMO_ADMIN);

  it('客户 list: Tab to the search, type and Enter; Tab to a row and Enter opens it', async () => {
    const { page } = app;
    await page.goto('/app/customer');
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, 'input[placeholder^="搜索客户名称"]');
    const searched = nextListAnswer(page, '/business/customer', (url) => url.searchParams.get('q') === '郑州');
    await page.keyboard.type('郑州');
    await page.keyboard.press('Enter');
    // The whole list's rows hold 郑州 too: Tab goes to a row once the search's own rows are drawn.
    await listShown(page, searched);
    await tabTo(page, '.ant-table-tbody a', '郑州');
    const name = await page.evaluate(() => document.activeElement?.textContent?.trim());
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/app\/customer\/show\//);
    await expect.poll(() => page.locator('.ant-card-head-title').first().textContent()).toBe(name);
    await screenshot(page, 'keyboard-list-opened');
  });

  it('新建客户: each field reached by Tab, a choice made by arrow keys, 保存 by Enter', async () => {
    const { page } = app;
    await page.goto('/app/customer/create');
    await page.getByRole('button', { name: /保\s*存/ }).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, '#name');
    await page.keyboard.type('键盘录入的客户');
    // 客户类型: open with the arrow key, move to 企业, Enter chooses it.
    await tabTo(page, '#type');
    await page.keyboard.press('ArrowDown');
    // The list marks the chosen value (个人, the default) active once it has opened: an arrow pressed
    // before that was undone by it on a loaded machine, and Enter kept 个人.
    const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
    await expect.poll(() => active.textContent()).toBe('个人');
    // rc-select marks the chosen value active once more, in a zero-delay timer after the list opened
    // (its OptionList's scroll to the chosen item). 个人 is both the first option, made active at once,
    // and the chosen one: seeing it active does not say that timer has run, and an arrow pressed before
    // it was undone on a loaded machine. The page's timers of before run first, then the arrow.
    await page.evaluate(() => new Promise((done) => setTimeout(() => requestAnimationFrame(() => done(null)), 0)));
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => active.textContent()).toBe('企业');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page
          .locator('.ant-form-item', { has: page.locator('#type') })
          .locator('.ant-select-selection-item')
          .textContent(),
      )
      .toBe('企业');
    await tabTo(page, '#contactValue');
    await page.keyboard.type('13800009999');
    await tabTo(page, 'button', '保存');
    const saved = page.waitForResponse((r) => r.url().includes('/business/customer/add') && r.request().method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await saved).status()).toBe(200);
    await page.waitForURL(/\/app\/customer\/show\//);
    await expect.poll(() => page.locator('.ant-card-head-title').first().textContent()).toBe('键盘录入的客户');
    expect(await page.getByText('企业').first().isVisible()).toBe(true);
    await screenshot(page, 'keyboard-form-saved');
  });
});
