import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// antd reads matchMedia for responsive grids; jsdom lacks it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
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
