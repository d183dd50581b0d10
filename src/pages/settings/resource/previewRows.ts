/**
 * Made-up rows for the designer's preview, from the field types alone: the preview must show what
 * the list will look like before the resource exists, so it reads nothing from the server.
 * Numbers and file sizes stay within the field's limits; references get a placeholder id, which the
 * preview's column shows as a made-up name instead of reading the target, and attachments a made-up
 * upload the preview shows without a download link; a 自动编号 is what its 编号规则 gives today.
 */
import dayjs from '../../../i18n/dayjs';
import { formatNumber, numberPatternProblem, parseNumberPattern } from '../../../domain/autoNumber';
import type { FileItem } from '../../../domain/fileTypes';
import { creditCodeCheckCharacter, idCardCheckCharacter } from '../../../domain/identityCodes';
import { regionLevelOf, type RegionValue } from '../../../domain/regions';
import type { FieldSchema, ResourceSchema } from '../../../schemas/types';

type Row = Record<string, unknown>;

/** How many sample rows the preview shows. */
export const SAMPLE_ROWS = 2;

/** The id a sample reference holds (`sample-<field>-<row>`): never a real record. */
const sampleReferenceId = (field: string, row: number) => `sample-${field}-${row + 1}`;

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

// Real divisions (GB/T 2260 short codes, as a region value holds them), cut at the field's 选择到.
const REGIONS: RegionValue[] = [
  { codes: ['41', '4101', '410102'], names: ['河南省', '郑州市', '中原区'] },
  { codes: ['44', '4403', '440305'], names: ['广东省', '深圳市', '南山区'] },
];
const FILE_NAMES = ['设备说明书.pdf', '验收报告.docx'];
const FILE_TYPES = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];
const FILE_SIZES = [245760, 1153434];

/** The id of a sample attachment (`sample-file-<field>-<row>`): never a real upload. */
const sampleFileId = (field: string, row: number) => `sample-file-${field}-${row + 1}`;

/**
 * The number a 编号规则 gives today with counter `counter` (NO-2026-0001 for 1), or undefined for a
 * pattern the design rules refuse. The designer's example and the preview's rows.
 */
export function sampleNumber(pattern: string | undefined, counter: number): string | undefined {
  if (numberPatternProblem(pattern)) return undefined;
  return formatNumber(parseNumberPattern(pattern!), dayjs().format('YYYY-MM-DD'), counter);
}

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
    case 'region': {
      const r = REGIONS[i % 2];
      const depth = regionLevelOf(f.regionLevel);
      return { codes: r.codes.slice(0, depth), names: r.names.slice(0, depth) } satisfies RegionValue;
    }
    case 'file': {
      const size = Math.min(FILE_SIZES[i % 2], f.maxSize ?? Infinity);
      return [{ id: sampleFileId(f.name, i), name: FILE_NAMES[i % 2], size, type: FILE_TYPES[i % 2] }] satisfies FileItem[];
    }
    case 'autoNumber':
      return sampleNumber(f.numberPattern, i + 1) ?? `${f.label}示例${i + 1}`;
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
