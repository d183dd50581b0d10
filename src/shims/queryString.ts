/**
 * `query-string` for the browser build (docs/requirements.md §10.5, first screen's weight): the one
 * user of the package is `@refinedev/simple-rest`, whose calls that write a query are all replaced by
 * the data provider's (docs/decisions.md, "simple-rest under the data provider"); the package and its
 * helpers were about 2.3 KB gzip on the first screen. This is its `stringify` with the default
 * options (keys sorted, strict encoding, an array as one `key=value` per item, `null` as the bare
 * key, `undefined` left out), the only way simple-rest calls it (its one import of the package). Other
 * options are refused rather than answered differently.
 */
type Value = unknown;

const strict = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const pair = (key: string, value: Value) => (value === null ? strict(key) : `${strict(key)}=${strict(String(value))}`);

/** query-string's `stringify(object)`, default options only. */
export function stringify(object: Record<string, Value> | null | undefined, options?: object): string {
  if (options !== undefined) throw new Error('query-string shim: only the default options are supported');
  if (!object) return '';
  return Object.keys(object)
    .sort()
    .map((key) => {
      const value = object[key];
      if (value === undefined) return '';
      if (Array.isArray(value))
        return value
          .filter((item) => item !== undefined)
          .map((item) => pair(key, item))
          .join('&');
      return pair(key, value);
    })
    .filter((part) => part.length > 0)
    .join('&');
}
