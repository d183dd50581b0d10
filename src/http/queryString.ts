const text = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * The query string of `params` (without `?`), the HTTP client's `paramsSerializer`: `undefined` and
 * `null` left out, arrays repeated as `key[]`, dates as ISO text, an object as its JSON (none is
 * sent today; axios's default would write `a[b]=`), every value encoded as a form field is. The
 * server decodes this one format (src/schemas/listQuery.ts for lists).
 */
export function queryString(params: Record<string, unknown> | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => query.append(`${key}[]`, text(v)));
    else query.append(key, text(value));
  }
  return query.toString();
}
