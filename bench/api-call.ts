/**
 * One call of the API at `base` (…/ace-apis) as a browser makes it, in the spec's envelope: answers its
 * `data`, or throws the server's message. The benchmarks set up their data with it; what they measure
 * goes through autocannon instead.
 */
export async function apiCall<T = unknown>(
  base: string,
  headers: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; message: string; data: T };
  if (!json.success) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}
