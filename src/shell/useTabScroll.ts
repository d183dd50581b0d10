import { useLayoutEffect } from 'react';
import { recall, remember } from '../state/screenMemory';

/** How long a screen returned to waits for its content to be tall enough to be scrolled back. */
const RESTORE_WITHIN_MS = 10_000;
const PART = 'scrollY';

/**
 * An opened screen is scrolled back to where it was left (state/screenMemory.ts). Its rows arrive
 * after it renders, so the scroll waits until the page is tall enough, for a moment at most, and
 * gives way at once to the user's own wheel, touch, key or click. Listened to in layout effects, so
 * the scroll the browser makes as one screen replaces another is never taken for the old one's.
 */
export function useTabScroll(pathname: string) {
  useLayoutEffect(() => {
    const keep = () => remember(pathname, PART, window.scrollY > 0 ? window.scrollY : undefined);
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, [pathname]);

  useLayoutEffect(() => {
    const kept = recall<number>(pathname, PART);
    // A screen left at its top, or not opened before, shows its top (not where the last screen was).
    if (!kept) {
      window.scrollTo(0, 0);
      return;
    }
    const y = kept;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => tryScroll());
    const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
      for (const e of events) window.removeEventListener(e, stop, true);
    };
    function tryScroll() {
      if (root.scrollHeight - window.innerHeight < y) return;
      window.scrollTo(0, y);
      stop();
    }
    const timer = setTimeout(stop, RESTORE_WITHIN_MS);
    for (const e of events) window.addEventListener(e, stop, { capture: true, passive: true });
    observer.observe(document.body);
    tryScroll();
    return stop;
  }, [pathname]);
}
