import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useIsPhone, useScreenSize } from '../../../src/state/useScreenSize';
import { screenOf } from '../support/screenOf';

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

  it('draws a phone’s very first frame as a phone’s, before antd has measured (no desk-to-phone turn, whose size animations a finger could meet)', () => {
    screenOf(390);
    const frames: string[] = [];
    function Recorder() {
      frames.push(useScreenSize());
      return null;
    }
    render(<Recorder />);
    expect(frames[0]).toBe('phone');
    expect(new Set(frames)).toEqual(new Set(['phone']));
  });
});
