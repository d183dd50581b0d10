import { describe, expect, it } from 'vitest';
import { businessWallClock, dayStartInstant } from '../../../server/src/core/business-days';

// The unit project runs with the default business zone, Asia/Shanghai (UTC+8, no daylight saving).
describe('business days meeting timestamps', () => {
  it('begins a day at midnight in the company’s zone', () => {
    expect(dayStartInstant('2026-11-28')).toBe('2026-11-27T16:00:00.000Z');
    expect(dayStartInstant('2026-01-01')).toBe('2025-12-31T16:00:00.000Z');
  });

  it('reads a moment as the company’s clock does, for a spreadsheet cell', () => {
    expect(businessWallClock('2026-11-27T16:30:05.000Z').toISOString()).toBe('2026-11-28T00:30:05.000Z');
  });
});
