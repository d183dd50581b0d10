/**
 * `resize-observer-polyfill` for the browser build (docs/requirements.md §10.5, first screen's weight): antd's
 * rc-resize-observer imports the polyfill (about 3 KB gzip) for browsers without ResizeObserver. The
 * build's JavaScript already needs the browsers of Vite's default target (its "baseline widely
 * available" set), which all have it: vite.config.ts resolves the package here, to the browser's own.
 */
export default globalThis.ResizeObserver;
