import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { installQuickComputedStyle } from './computed-style';

// Live changes travel over a server-sent event stream (src/http/liveStream.ts); jsdom has no server
// behind it. A component test's list or show page would open a real one, which kept retrying after
// its test had ended and read storage once jsdom was gone (an unhandled rejection failed the run).
// Component tests hear nothing live; tests/src/state/liveChanges.test.ts gives the stream its own stand-in.
vi.mock('../../src/http/liveStream', () => ({ openLiveStream: () => ({ close: () => undefined }) }));

// react-query tells its subscribers of a settled request in a batch it runs on a later timer
// (notifyManager's setTimeout 0). A batch queued in a file's last moment ran after jsdom was torn
// down and reached React with no `window` ("window is not defined" in react-dom, an unhandled error
// that failed CI's unit run though every test passed). One macrotask after unmounting lets such a
// batch run while jsdom is still there: a timer set now runs after those already queued.
const queuedBatchesRun = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
  cleanup();
  await queuedBatchesRun();
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

// jsdom's getComputedStyle matches every rule of antd's injected sheets against an element and its
// ancestors, about 0.1 s a call; the testing libraries read only whether an element is shown and
// clickable, which computed-style.ts answers by the same cascade from the rules that say so. antd's
// tables also ask for '::-webkit-scrollbar', a pseudo-element jsdom lacks: the argument is dropped.
if (typeof window !== 'undefined') installQuickComputedStyle(window);
