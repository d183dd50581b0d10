import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useIsPhone, useScreenSize } from '../../../src/state/useScreenSize';

/** A window `width` px wide: antd's breakpoint queries (`(min-width: Npx)`, `(max-width: Npx)`) answered for it. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    const max = /max-width:\s*(\d+)/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    };
  });
}

function Probe() {
  return (
    <span>
      {useScreenSize()} {String(useIsPhone())}
    </span>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('useScreenSize', () => {
  it.each([
    [390, 'phone true'],
    [767, 'phone true'],
    [768, 'tablet false'],
    [991, 'tablet false'],
    [992, 'desktop false'],
    [1440, 'desktop false'],
  ])('a %i px wide screen is a %s', (width, expected) => {
    screenOf(width);
    render(<Probe />);
    expect(screen.getByText(expected)).toBeInTheDocument();
  });
});
