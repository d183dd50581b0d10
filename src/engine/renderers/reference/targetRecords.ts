/**
 * What the target schema of a reference says about its records beyond their title: the colour a
 * tag of one is drawn in, and the line that tells apart records sharing a title (two 张伟 among
 * the customers). Read from the served schema of the target, never declared per referencing field.
 */
import { specOf } from '../../../schemas/fieldTypes';
import type { FieldSchema, ReferenceTarget, ResourceSchema } from '../../../schemas/types';
import { schemaOf } from '../../../state/servedSchemas';
import { listFields } from '../../screens/schemaLayout';

type TargetRecord = Record<string, unknown> | undefined;

/** The colour of a target record's tag (its schema's colorField), or undefined (antd's grey). */
function recordColor(target: ReferenceTarget, record: TargetRecord): string | undefined {
  const schema = schemaOf(target.resource);
  const field = schema?.colorField ? schema.fields.find((f) => f.name === schema.colorField) : undefined;
  const value = field ? record?.[field.name] : undefined;
  if (value === undefined || value === null || value === '') return undefined;
  const option = field!.options?.find((o) => String(o.value) === String(value));
  return option ? option.color : String(value);
}

/** The tag colours of target records by id (those that have one). */
export function recordColors(target: ReferenceTarget, records: readonly Record<string, unknown>[]): Map<string, string> {
  const colors = new Map<string, string>();
  for (const r of records) {
    const color = recordColor(target, r);
    if (color) colors.set(String(r._id), color);
  }
  return colors;
}

/**
 * Types whose value reads without a look-up (a region carries its names), so it can stand in a
 * second line; read by the type's own `text`.
 */
const PLAIN: ReadonlySet<FieldSchema['type']> = new Set(['text', 'phone', 'email', 'region']);
/** How many fields the second line names: enough for 联系人, 号码 and 地区, short enough for one line. */
const SECONDARY_FIELDS = 3;

/** The fields of the second line: the target's first plain list columns after its title. */
function secondaryFields(schema: ResourceSchema | undefined): FieldSchema[] {
  if (!schema) return [];
  return listFields(schema)
    .filter((f) => f.name !== schema.titleField && PLAIN.has(f.type))
    .slice(0, SECONDARY_FIELDS);
}

/** The second line of a target record (e.g. `李雷 · 13800000000 · 河南省 郑州市`); '' when it has none. */
export function secondaryText(target: ReferenceTarget, record: TargetRecord): string {
  return secondaryFields(schemaOf(target.resource))
    .map((f) => {
      const value = record?.[f.name];
      return value === undefined || value === null ? '' : specOf(f).text(value, f);
    })
    .filter(Boolean)
    .join(' · ');
}

/** The titles that more than one of `titles` carries. */
export function repeatedTitles(titles: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const t of titles) (seen.has(t) ? repeated : seen).add(t);
  return repeated;
}
