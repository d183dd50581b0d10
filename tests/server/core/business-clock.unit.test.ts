import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { businessInstant, businessToday, businessWallClock, dayStartInstant } from '../../../server/src/core/business-days';

// The unit project runs with the default business zone, Asia/Shanghai (UTC+8, no daylight saving).
describe('business days meeting timestamps', () => {
  it('begins a day at midnight in the company’s zone', () => {
    expect(dayStartInstant('2026-11-28')).toBe('2026-11-27T16:00:00.000Z');
    expect(dayStartInstant('2026-01-01')).toBe('2025-12-31T16:00:00.000Z');
  });

  it('reads a moment as the company’s clock does, for a spreadsheet cell', () => {
    expect(businessWallClock('2026-11-27T16:30:05.000Z').toISOString()).toBe('2026-11-28T00:30:05.000Z');
    expect(businessInstant(new Date('2026-11-28T00:30:05.000Z')).toISOString()).toBe('2026-11-27T16:30:05.000Z');
  });

  it('counts today on the company’s clock, whatever the machine’s', () => {
    expect(businessToday(new Date('2026-11-15T16:30:00Z'))).toBe('2026-11-16');
    expect(businessToday(new Date('2026-11-15T15:59:59Z'))).toBe('2026-11-15');
  });
});

/** The module imported in a fresh process with `env`: what its functions answer for `calls`. */
function inProcess(env: NodeJS.ProcessEnv, calls: string): Record<string, unknown> {
  const module = path.resolve(import.meta.dirname, '../../../server/src/core/business-days.ts');
  const code = `const b = await import(${JSON.stringify(module)}); console.log(JSON.stringify(${calls}));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out) as Record<string, unknown>;
}

describe('a business zone with daylight saving, on a machine in another zone', () => {
  it('reads days, midnights and wall clocks by the zone’s offset of the moment', () => {
    const answers = inProcess(
      { TZ: 'UTC', ACE_BUSINESS_TZ: 'America/New_York' },
      `{
        today: b.businessToday(new Date('2026-03-08T06:30:00Z')),
        winterMidnight: b.dayStartInstant('2026-03-08'),
        summerMidnight: b.dayStartInstant('2026-03-09'),
        summerWall: b.businessWallClock('2026-07-01T12:00:00.250Z').toISOString(),
        summerInstant: b.businessInstant(new Date('2026-07-01T08:00:00Z')).toISOString(),
        winterInstant: b.businessInstant(new Date('2026-01-15T08:00:00Z')).toISOString(),
      }`,
    );
    expect(answers).toEqual({
      today: '2026-03-08', // 01:30 in New York
      winterMidnight: '2026-03-08T05:00:00.000Z', // EST, UTC−5
      summerMidnight: '2026-03-09T04:00:00.000Z', // EDT from 2026-03-08 02:00
      summerWall: '2026-07-01T08:00:00.000Z', // to the second, as a cell holds it
      summerInstant: '2026-07-01T12:00:00.000Z',
      winterInstant: '2026-01-15T13:00:00.000Z',
    });
  });

  it('takes a zone by an alias ICU knows, and refuses one it does not', () => {
    expect(inProcess({ ACE_BUSINESS_TZ: 'UTC' }, `{ tz: b.BUSINESS_TZ, midnight: b.dayStartInstant('2026-03-08') }`)).toEqual({
      tz: 'UTC',
      midnight: '2026-03-08T00:00:00.000Z',
    });
    expect(() => inProcess({ ACE_BUSINESS_TZ: 'Mars/Olympus' }, `{}`)).toThrow(/ACE_BUSINESS_TZ 不是有效的时区：Mars\/Olympus/);
  });
});
