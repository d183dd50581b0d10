import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// antd reads matchMedia for responsive grids; jsdom lacks it. The answers are those of one desktop
// screen, 1440 px wide (every `min-width` up to it matches, no `max-width` below it): all false
// would be no screen at all (neither at least 576 px nor at most 575 px wide) and the layout
// (useScreenSize) would take it for a phone. A test of another width stubs matchMedia itself.
const DESKTOP_WIDTH = 1440;
const widthMatches = (query: string) => {
  const bounds = [...query.matchAll(/(min|max)-width:\s*(\d+)/g)];
  // Any other feature (colour scheme, reduced motion) is not asked for.
  return bounds.length > 0 && bounds.every(([, side, px]) => (side === 'min' ? DESKTOP_WIDTH >= Number(px) : DESKTOP_WIDTH <= Number(px)));
};
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: widthMatches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// antd's tables measure the scrollbar through getComputedStyle(el, '::-webkit-scrollbar'); jsdom
// implements no pseudo-elements and prints a stack for each call. The element's own style is
// what a test can meaningfully get, so the pseudo-element argument is dropped.
if (typeof window !== 'undefined') {
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element) => computed(elt);
}
