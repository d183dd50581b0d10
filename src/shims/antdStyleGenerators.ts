/**
 * antd's style generators, loaded when a style is missing from the built stylesheet (docs/requirements.md §10.5).
 *
 * The build writes the CSS of the first screens' components ahead (scripts/antd-static-styles.tsx),
 * and antd then never calls those components' style generators: it finds each style in the built
 * stylesheet's map. The generators were still about 20 KB gzip of the first screen's script. So the
 * build (scripts/antd-styles-plugin.ts) hands antd, for each component whose styles were built, a
 * generator from `lazyStyle` instead of the real one, and moves the real one to a chunk of its own.
 *
 * Should antd ask for a style the build did not write (the same component under another class
 * prefix, say), the component suspends until the real generator has come — the screen shows its
 * spinner for that moment, once — and antd then writes the style in the page as it always does.
 */

import { t } from '../i18n/messages/zh-CN/app';

/** antd's style generator: its token and class names in, CSS-in-JS objects out. */
type StyleFn = (...args: never[]) => unknown;

const loaded = new Map<string, StyleFn>();
const loading = new Map<string, Promise<unknown>>();
const failed = new Map<string, Error>();

/** A generator's chunk that did not come (no network): the screen's error boundary says so and offers 重试. */
export class StyleLoadError extends Error {
  constructor(cause: unknown) {
    super(t('styleLoadFailed'), { cause });
    this.name = 'StyleLoadError';
  }
}

/** Called by the real generator's chunk as it loads: the generator of `key` (module, antd's name, which one). */
export function keepStyle<F extends StyleFn>(key: string, fn: F): F {
  loaded.set(key, fn);
  return fn;
}

/**
 * The generator antd gets for `key`: the real one once loaded, else it loads it and suspends the
 * component. A failed load is thrown to the screen's error boundary (React renders again at once
 * after an error, which must see the same failure), and asked for again after that (重试).
 */
export function lazyStyle(key: string, load: () => Promise<unknown>): StyleFn {
  return (...args) => {
    const real = loaded.get(key);
    if (real) return real(...args);
    const error = failed.get(key);
    if (error) {
      setTimeout(() => failed.delete(key));
      throw error;
    }
    let pending = loading.get(key);
    if (!pending) {
      pending = load().then(
        () => {
          loading.delete(key);
          // The build pairs each key with its chunk; were they to differ, say so rather than suspend forever.
          if (!loaded.has(key)) failed.set(key, new Error(t('styleGeneratorMissing', { key })));
        },
        (cause: unknown) => {
          loading.delete(key);
          failed.set(key, new StyleLoadError(cause));
        },
      );
      loading.set(key, pending);
    }
    throw pending;
  };
}
