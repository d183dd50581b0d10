/**
 * `side-channel` for the browser build (docs/requirements.md §10.5, first screen's weight): refine's URL code uses qs,
 * and qs keeps what it has already visited in a side-channel. The package's own version carries a
 * WeakMap polyfill for old engines and object-inspect to describe a missing key in `assert`'s
 * message: about 9 KB gzip of the first screen after login, for browsers that all have WeakMap.
 * vite.config.ts resolves `side-channel` to side-channel.cjs, which hands out this function: the same
 * API over WeakMap (objects) and Map (anything else), with a plainer message in `assert`.
 */
type Key = unknown;

export interface SideChannel {
  assert(key: Key): void;
  delete(key: Key): boolean;
  get(key: Key): unknown;
  has(key: Key): boolean;
  set(key: Key, value: unknown): void;
}

const isObject = (key: Key): key is object => (typeof key === 'object' && key !== null) || typeof key === 'function';

export function getSideChannel(): SideChannel {
  const objects = new WeakMap<object, unknown>();
  const others = new Map<Key, unknown>();
  const channel: SideChannel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError(`Side channel does not contain ${isObject(key) ? 'the given object key' : String(key)}`);
    },
    delete: (key) => (isObject(key) ? objects.delete(key) : others.delete(key)),
    get: (key) => (isObject(key) ? objects.get(key) : others.get(key)),
    has: (key) => (isObject(key) ? objects.has(key) : others.has(key)),
    set(key, value) {
      if (isObject(key)) objects.set(key, value);
      else others.set(key, value);
    },
  };
  return channel;
}
