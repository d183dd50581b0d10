import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

/** A component loaded on demand, whose load can also be started ahead (prefetch). */
export interface LazyComponent<P extends object = object> {
  (props: P): ReactElement;
  /** Starts loading (once; a failed load may be tried again) and resolves when it can render at once. */
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but once the module has loaded the component renders at once instead of
 * suspending. React.lazy suspends on its first render even when the module came long before (a
 * prefetch, another screen), and React 19 holds the content of a Suspense boundary that showed its
 * fallback back for 300 ms: on the way from 登录 to the dashboard that was two waits, about 400 ms of
 * the 670 ms (docs/requirements.md §10.5, docs/performance.md). Until the module is there it suspends as React.lazy does.
 */
export function lazyComponent<P extends object = object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        // Not kept: the next render (or 重试) asks again, as after a network failure it should.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(start);
  // `loaded` is set before React.lazy learns of the module (its then runs after ours), so once Lazy
  // could render, this renders the component itself and Lazy is never mounted in between.
  const Component = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  Component.preload = () => start().then(() => undefined);
  return Component;
}
