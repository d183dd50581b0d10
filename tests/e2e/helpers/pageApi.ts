import type { Page } from 'playwright-core';

/**
 * One call under /ace-apis from inside the signed-in page, with its stored token and project: the
 * data a browser test sets up as that user. GET without a body, POST with one; the envelope's `data`,
 * or an error naming the call and the server's message.
 */
export async function pageApi<T = any>(page: Page, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ u, b }) => {
      const token = JSON.parse(localStorage.getItem('authToken') ?? 'null');
      const project = JSON.parse(localStorage.getItem('currentProject') ?? 'null');
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, projectid: project };
      if (b !== undefined) headers['content-type'] = 'application/json';
      const r = await fetch(`/ace-apis${u}`, {
        method: b === undefined ? 'GET' : 'POST',
        headers,
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const reply = await r.json();
      if (!reply.success) throw new Error(`${u}: ${reply.message}`);
      return reply.data;
    },
    { u: url, b: body },
  );
}
