import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { callApi, e2eEnabled, screenshot, serverAndBrowser, signInApi, signedInPage, type ApiSession } from './helpers/harness';
import { COMPONENT_CHECKS, seriousAxeProblems } from './helpers/axe';

/**
 * References a role cannot read, in the edit forms (docs/permissions.md, References): the chooser
 * shows 无权查看, never the referenced record's id — the order form's 客户 and its lines' 产品 (and
 * their 税费, by the name the line keeps), a product's 分类 and 供应商, a customer's 客户标签 (several).
 */
const PASSWORD = 'Refs12345';
/** The start of a time-ordered id (UUIDv7): 8 hex digits, a dash, 4 more. */
const ID_LIKE = /[0-9a-f]{8}-[0-9a-f]{4}-/i;

describe.skipIf(!e2eEnabled)('references the role cannot read, in Chromium', () => {
  const suite = serverAndBrowser();

  /** A call of the set-up, failing loudly on a refusal. */
  async function ok(admin: ApiSession, url: string, method = 'GET', body?: unknown) {
    const { json } = await callApi(suite.server, url, { ...admin, method, body });
    if (!json.success) throw new Error(`${url}: ${json.message}`);
    return json.data;
  }

  /** A user holding one new role with `permissions`, in every project. */
  async function userWith(admin: ApiSession, username: string, permissions: Record<string, { actions: string[] }>) {
    const role = (await ok(admin, '/setting/role/add', 'POST', { name: `角色${username}`, permissions })).value;
    await ok(admin, '/setting/org/addUser', 'POST', { username, password: PASSWORD, displayName: username, roleIds: [role._id] });
    return { username, password: PASSWORD };
  }

  /** Neither the text nor an input's value nor a title inside `form` looks like an id. */
  async function expectNoIds(form: Locator) {
    expect(await form.innerText()).not.toMatch(ID_LIKE);
    const values = await form.locator('input, textarea').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
    for (const v of values) expect(v).not.toMatch(ID_LIKE);
    const titles = await form.locator('[title]').evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
    for (const t of titles) expect(t).not.toMatch(ID_LIKE);
  }

  /** The form item labelled `label` in `page`'s form. */
  const item = (page: Page, label: string) => page.locator('.ant-form-item', { has: page.locator(`label[title="${label}"]`) });

  it('the order form of a role that cannot list 客户 or 产品 shows 无权查看 and no id', async () => {
    const admin = await signInApi(suite.server);
    const customer = (await ok(admin, '/business/customer/list?pageNo=1&pageSize=1')).rows[0];
    const product = (await ok(admin, '/business/product/list?pageNo=1&pageSize=1')).rows[0];
    const tax = (await ok(admin, '/setting/tax/list?pageNo=1&pageSize=1')).rows[0];
    const order = await ok(admin, '/business/order/add', 'POST', {
      type: 0,
      customerId: customer._id,
      lines: [{ productId: product._id, quantity: 2, taxId: tax._id }],
    });
    const who = await userWith(admin, 'refs_orders', { order: { actions: ['list', 'show', 'edit'] } });

    const { page, context } = await signedInPage(suite, who);
    await page.goto(`/app/order/edit/${order._id}`);
    const form = page.locator('form');
    // The draft's lines are editable: the product chooser of the line, and the customer's, are filled.
    await item(page, '客户').locator('.ant-select-selection-item', { hasText: '无权查看' }).waitFor();
    await form.locator('.ant-table-row .ant-select-selection-item', { hasText: '无权查看' }).first().waitFor();
    // The taxes are not the role's to list either: the line's tax shows the name the line keeps.
    await form.locator('.ant-table-row .ant-select-selection-item', { hasText: tax.name }).waitFor();
    expect(await form.innerText()).not.toContain(customer.name);
    await expectNoIds(form);
    expect(await seriousAxeProblems(page, { within: 'form', ...COMPONENT_CHECKS })).toEqual([]);
    await screenshot(page, 'references-order-form-unreadable');
    await context.close();
  });

  it('the product and customer forms show 无权查看 for 产品分类, 供应商 and each 客户标签, and no id', async () => {
    const admin = await signInApi(suite.server);
    const product = (await ok(admin, '/business/product/list?pageNo=1&pageSize=1')).rows[0];
    expect(product.categoryId && product.supplierId).toBeTruthy();
    const customer = (await ok(admin, '/business/customer/list?pageNo=1&pageSize=1')).rows[0];
    const tags = (await ok(admin, '/business/customer_tags/list?pageNo=1&pageSize=2')).rows.map((t: { _id: string }) => t._id);
    expect(tags).toHaveLength(2);
    await ok(admin, '/business/customer/update', 'PUT', { _id: customer._id, tags });
    const who = await userWith(admin, 'refs_catalog', {
      product: { actions: ['list', 'show', 'edit'] },
      customer: { actions: ['list', 'show', 'edit'] },
    });

    const { page, context } = await signedInPage(suite, who);
    await page.goto(`/app/product/edit/${product._id}`);
    await page.getByLabel('名称').first().waitFor();
    for (const label of ['产品分类', '供应商']) await item(page, label).getByText('无权查看').waitFor();
    await expectNoIds(page.locator('form'));

    await page.goto(`/app/customer/edit/${customer._id}`);
    const unreadableTags = item(page, '客户标签').getByText('无权查看');
    await unreadableTags.nth(1).waitFor();
    expect(await unreadableTags.count()).toBe(2);
    await expectNoIds(page.locator('form'));
    await screenshot(page, 'references-customer-form-unreadable');
    await context.close();
  });
});
