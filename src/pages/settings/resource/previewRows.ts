/**
 * Made-up rows for the designer's preview, from the field types alone: the preview must show what
 * the list will look like before the resource exists, so it reads nothing from the server. Each
 * value is its type's `sample` (src/schemas/fieldTypes/): numbers and file sizes within the field's
 * limits; references a placeholder id, which the preview's column shows as a made-up name instead of
 * reading the target, and attachments a made-up upload the preview shows without a download link; a
 * 自动编号 is what its 编号规则 gives today.
 */
import dayjs from '../../../i18n/dayjs';
import { specOf } from '../../../schemas/fieldTypes';
import { exampleNumber } from '../../../schemas/fieldTypes/autoNumber';
import type { SampleClock } from '../../../schemas/fieldTypes/spec';
import type { FieldSchema, ResourceSchema } from '../../../schemas/types';

type Row = Record<string, unknown>;

/** How many sample rows the preview shows. */
export const SAMPLE_ROWS = 2;

/** The browser's clock, in the user's time zone, as a sample's dates need it. */
const clock: SampleClock = {
  date: (daysAgo) => dayjs().subtract(daysAgo, 'day').format('YYYY-MM-DD'),
  moment: (daysAgo) => dayjs().subtract(daysAgo, 'day').toISOString(),
};

/**
 * The number a 编号规则 gives today with counter `counter` (NO-2026-0001 for 1), or undefined for a
 * pattern the design rules refuse. The designer's example under the 编号规则.
 */
export const sampleNumber = (pattern: string | undefined, counter: number): string | undefined =>
  exampleNumber(pattern, clock.date(0), counter);

/** One field's sample value in row `i`. */
export const sampleValue = (f: FieldSchema, i: number): unknown => specOf(f).sample(f, i, clock);

/** The preview's rows: each field's sample value, with the system fields a list row has. */
export function sampleRows(schema: ResourceSchema, count = SAMPLE_ROWS): Row[] {
  const now = dayjs().toISOString();
  return Array.from({ length: count }, (_, i) => ({
    _id: `sample-${i + 1}`,
    createdAt: now,
    updatedAt: now,
    ...Object.fromEntries(schema.fields.map((f) => [f.name, sampleValue(f, i)])),
  }));
}
