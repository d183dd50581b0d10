/**
 * antd's style generators, loaded when a style is missing from the built stylesheet (issue 12).
 *
 * The build writes the CSS of the first screens' components ahead (scripts/antd-static-styles.tsx),
 * and antd then never calls those components' style generators: it finds each style in the built
 * stylesheet's map. The generators were still about 20 KB gzip of the first screen's script. So the
 * build (scripts/antd-styles-plugin.ts) hands antd, for each component whose styles were built, a
 * generator from `lazyStyle` instead of the real one, and moves the real one to a chunk of its own.
 *
 * Should antd ask for a style the build did not write (the same component under another class
 * prefix, say), the component suspends, as a lazy screen does, until the real generator has come;
 * antd then writes the style in the page as it always does. Nothing is drawn unstyled.
 */

/** antd's style generator: its token and class names in, CSS-in-JS objects out. */
type StyleFn = (...args: never[]) => unknown;

const loaded = new Map<string, StyleFn>();
const loading = new Map<string, Promise<unknown>>();
const failed = new Map<string, unknown>();

/** Called by the real generator's chunk as it loads: the generator of `name` (antd's component name and part). */
export function keepStyle<F extends StyleFn>(name: string, fn: F): F {
  loaded.set(name, fn);
  return fn;
}

/**
 * The generator antd gets for `name`: the real one once loaded, else it loads it and suspends the
 * component. A failed load (no network) reaches the screen's error boundary once, like a lazy screen's,
 * and its 重试 asks again.
 */
export function lazyStyle(name: string, load: () => Promise<unknown>): StyleFn {
  return (...args) => {
    const real = loaded.get(name);
    if (real) return real(...args);
    if (failed.has(name)) {
      const error = failed.get(name);
      failed.delete(name);
      throw error;
    }
    let pending = loading.get(name);
    if (!pending) {
      pending = load().then(
        () => {
          loading.delete(name);
          // The build pairs each name with its chunk; were they to differ, say so rather than suspend forever.
          if (!loaded.has(name)) failed.set(name, new Error(`antd 样式生成器 ${name} 不在其分块中`));
        },
        (error: unknown) => {
          loading.delete(name);
          failed.set(name, error);
        },
      );
      loading.set(name, pending);
    }
    throw pending;
  };
}
