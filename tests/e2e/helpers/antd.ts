import type { Locator, Page } from 'playwright-core';

/**
 * antd widgets as the browser tests reach them. Closed dropdowns stay in the DOM (hidden) and a page
 * kept in the tab bar holds its own fields of the same labels, so only visible ones are taken.
 */

/** The options containing (or matching) `text` in the open select dropdown. */
export const option = (page: Page, text: string | RegExp) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text });

/** The option `text` in the open cascader's menus (click it by event, as `pick` does). */
export const cascaderOption = (page: Page, text: string) =>
  page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu-item', { hasText: text });

/** The visible select whose input is labelled `label` (a form label or an aria-label) inside `scope`. */
export const labelledSelect = (scope: Locator | Page, label: string) =>
  scope
    .getByLabel(label, { exact: true })
    .locator('xpath=ancestor::div[contains(@class, "ant-select ")][1]')
    .filter({ visible: true })
    .first();

/**
 * The open popup matching `selector` (a popover, a dropdown menu) once antd has placed it and its
 * entrance has ended. Until it is aligned antd holds it at -1000vw, where Playwright already counts it
 * as visible while nothing on the screen is it; and while its entrance begins it is drawn at scale(0)
 * (a dropdown's entries then measure 0 px high). So a check of where it lies, how big it is or what
 * lies on top of it must wait for this.
 */
async function placedPopup(page: Page, selector: string) {
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].some((p) => {
        const r = p.getBoundingClientRect();
        const moving = [...p.classList].some((c) => /-(appear|enter)(-|$)/.test(c));
        return !moving && r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
      }),
    selector,
  );
}

/** The open popover (a Popconfirm's too), placed and grown (placedPopup). */
export async function placedPopover(page: Page) {
  await placedPopup(page, '.ant-popover:not(.ant-popover-hidden)');
  return page.locator('.ant-popover:visible');
}

/** The open dropdown menu whose root carries `rootClass` (a Dropdown's rootClassName), placed and grown (placedPopup). */
export async function placedDropdown(page: Page, rootClass: string) {
  await placedPopup(page, `.ant-dropdown.${rootClass}:not(.ant-dropdown-hidden)`);
  return page.locator(`.ant-dropdown.${rootClass}:visible`);
}

/**
 * Chooses `item` in the header's user menu (个人中心, 外观, 语言, 修改密码, 退出登录), clicked once the menu
 * is placed and grown (placedPopup). Until then antd holds it transparent at its full size, where
 * Playwright already finds it steady and clicks; its entrance then starts from scale(0) between the
 * press and the release, and the click falls on the page beneath (深色 chosen and nothing drawn).
 */
export async function chooseInUserMenu(page: Page, item: string | RegExp) {
  await page.locator('button.user-menu').click();
  const menu = await placedDropdown(page, 'user-menu__popup');
  await menu.getByRole('menuitem', { name: item }).click();
}

/** The open modal dialog. */
export const dialog = (page: Page) => page.locator('.ant-modal:visible');

/**
 * The open dialog holding `text` once its entrance (antd's zoom) has ended. A button clicked while
 * the dialog still grows is hit where it was a frame before: on a loaded machine the click can land
 * on the mask beside it (a confirm's 取消 then did nothing and the dialog stayed open).
 */
export async function placedDialog(page: Page, text: string) {
  await page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('.ant-modal')].some(
        (m) =>
          (m.textContent ?? '').includes(text) &&
          m.getBoundingClientRect().width > 0 &&
          ![...m.classList].some((c) => /-(appear|enter)(-|$)/.test(c)),
      ),
    text,
  );
  return page.locator('.ant-modal', { hasText: text });
}

/**
 * Clicks `select` open once it is drawn at its own size. antd sizes a select's dropdown to the
 * select's box as drawn at the moment it opens, and in a dialog still zooming in that box is scaled
 * down: opened then, the dropdown stayed a fifth as wide as the select, its entries broken a character
 * a line, and the virtual list drew only the few around the chosen one (the one sought was not there).
 */
export async function openSelect(page: Page, select: Locator) {
  const box = await select.elementHandle();
  await page.waitForFunction((el) => Math.abs(el!.getBoundingClientRect().width - (el as HTMLElement).offsetWidth) < 0.5, box);
  await select.click();
}

export interface PickOptions {
  /** Typed into the select's search box first (a searchable select). */
  search?: string;
  /** The option must be the only match (Playwright's strict mode fails otherwise) instead of the first. */
  only?: boolean;
}

/**
 * Opens `select`, types `search` when given, and clicks the (first, or `only`) option containing
 * `text`. The option is clicked by event where it is: antd re-aligns the dropdown once it has
 * measured it, and on a loaded machine that move can fall between a pointer's press and release, so
 * the press lands on one option, the release on another, and neither is chosen (a role saved with
 * 全部 instead of 仅本人). Waiting for a position cannot tell a move still to come.
 */
export async function pick(page: Page, select: Locator, text: string | RegExp, { search, only = false }: PickOptions = {}) {
  await openSelect(page, select);
  if (search !== undefined) await select.getByRole('combobox').fill(search);
  const matches = option(page, text);
  await (only ? matches : matches.first()).dispatchEvent('click');
}

/** Opens the select labelled `label` inside `scope` and picks `text` in it (see `pick`). */
export async function choose(page: Page, scope: Locator | Page, label: string, text: string | RegExp, opts: PickOptions = {}) {
  await pick(page, labelledSelect(scope, label), text, opts);
}

/** The header's project switcher: a button named 当前项目：<the project>. */
export const projectSwitcher = (page: Page) => page.getByRole('button', { name: /^当前项目：/ });

/**
 * Switches to project `name` from the header's switcher. The menu item is clicked by event, for the
 * reason `pick` gives: antd aligns the menu once it has measured it.
 */
export async function switchProject(page: Page, name: string) {
  await projectSwitcher(page).click();
  await page.locator('.ant-dropdown:visible').getByRole('menuitemradio', { name, exact: true }).dispatchEvent('click');
}
