import type { Page, Response } from 'playwright-core';

/**
 * A generated list keeps the rows and total it shows on screen until the next answer has arrived and
 * been drawn (refine keeps the previous page while it fetches). A test that reads the table right
 * after 搜索 — or after the request has merely been sent — may read the list as it was before, so it
 * waits for the answer and then for the table to show exactly that answer.
 */

/** The query parameters of the next list call of `path` (`/business/customer`) as it is sent. */
export function nextList(page: Page, path: string) {
  return page
    .waitForRequest((r) => r.url().includes(`/ace-apis${path}/list`) && r.method() === 'GET')
    .then((r) => Object.fromEntries(new URL(r.url()).searchParams));
}

/** The next answer to a list call of `path` whose address passes `match`; start waiting before the click. */
export function nextListAnswer(page: Page, path: string, match: (url: URL) => boolean = () => true) {
  return page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname.endsWith(`/ace-apis${path}/list`) && r.request().method() === 'GET' && match(url);
  });
}

/**
 * Waits for `answer`, then until the visible table's rows are the answer's rows (by their keys, in its
 * order) and its pagination shows the answer's total. Returns the total and the call's parameters.
 */
export async function listShown(page: Page, answer: Promise<Response>) {
  const response = await answer;
  const { data } = (await response.json()) as { data: { rows: { _id: string }[]; total: number } };
  const expected = { keys: data.rows.map((row) => String(row._id)), total: String(data.total) };
  await page.waitForFunction(({ keys, total }) => {
    const table = [...document.querySelectorAll<HTMLElement>('.ant-table-wrapper')].find((t) => t.checkVisibility());
    if (!table) return false;
    const shown = [...table.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((tr) => tr.getAttribute('data-row-key'));
    const figure = table.querySelector('.ant-pagination-total-text')?.textContent?.replace(/\D/g, '');
    return shown.join('\n') === keys.join('\n') && (keys.length === 0 || figure === total);
  }, expected);
  return { total: data.total, query: Object.fromEntries(new URL(response.url()).searchParams) };
}
