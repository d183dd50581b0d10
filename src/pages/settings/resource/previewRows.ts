/**
 * Made-up rows for the designer's preview, from the field types alone: the preview must show what
 * the list will look like before the resource exists, so it reads nothing from the server.
 * Numbers stay within the field's limits; references get a placeholder id, which the preview's
 * column shows as a made-up name instead of reading the target.
 */
import dayjs from 'dayjs';
import { creditCodeCheckCharacter, idCardCheckCharacter } from '../../../domain/identityCodes';
import type { FieldSchema, ResourceSchema } from '../../../schemas/types';

type Row = Record<string, unknown>;

/** How many sample rows the preview shows. */
export const SAMPLE_ROWS = 2;

/** The id a sample reference holds (`sample-<field>-<row>`): never a real record. */
export const sampleReferenceId = (field: string, row: number) => `sample-${field}-${row + 1}`;

const within = (f: FieldSchema, n: number) => Math.min(f.max ?? Infinity, Math.max(f.min ?? -Infinity, n));

// Sample values per row (index 0 and 1), chosen to look like real records of a Chinese back office.
const NUMBERS = { number: [12.5, 8], integer: [10, 3], money: [128800, 56000], percent: [13, 6] } as const;
const PHONES = ['13800138000', '0371-66668888'];
const EMAILS = ['zhangsan@example.com', 'lisi@example.com'];
const URLS = ['https://example.com/docs/1', 'https://example.com/docs/2'];
const TIMES = ['09:30', '14:00'];
// Whole codes with their right check characters, so a preview never shows a code the form would refuse.
const ID_CARDS = ['11010519491231002', '44030419900101123'].map((c) => c + idCardCheckCharacter(c));
const CREDIT_CODES = ['91410100717800003', '91110108551385082'].map((c) => c + creditCodeCheckCharacter(c));

/** One field's sample value in row `i`. */
export function sampleValue(f: FieldSchema, i: number): unknown {
  switch (f.type) {
    case 'number':
    case 'integer':
    case 'money':
    case 'percent':
      return within(f, NUMBERS[f.type][i % 2]);
    case 'boolean':
      return i % 2 === 0;
    case 'enum':
      return f.options?.length ? f.options[i % f.options.length].value : null;
    case 'multiEnum':
      return (f.options ?? []).slice(0, i + 1).map((o) => o.value);
    case 'date':
      return dayjs()
        .subtract(i * 7, 'day')
        .format('YYYY-MM-DD');
    case 'datetime':
      return dayjs().subtract(i, 'day').toISOString();
    case 'phone':
      return PHONES[i % 2];
    case 'email':
      return EMAILS[i % 2];
    case 'url':
      return URLS[i % 2];
    case 'time':
      return TIMES[i % 2];
    case 'idCard':
      return ID_CARDS[i % 2];
    case 'creditCode':
      return CREDIT_CODES[i % 2];
    case 'textarea':
      return `${f.label}的示例说明，第 ${i + 1} 条`;
    case 'reference':
      return sampleReferenceId(f.name, i);
    case 'references':
      return [sampleReferenceId(f.name, i)];
    case 'image':
    case 'json':
    case 'lineItems':
      return null;
    default:
      return `${f.label}示例${i + 1}`;
  }
}

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
