import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { specOf } from '../../../src/schemas/fieldTypes';
import type { AuditChange } from '../../../src/domain/audit/auditEntry';
import type { Dto } from './codec';

/** Rows of other fields (line items): compared and kept without their row ids (a save renumbers them). */
const holdsRows = (field: FieldSchema) => specOf(field).required === 'rows';

/** A value as compared: absent and null are one; line items without their row ids. */
function comparable(field: FieldSchema, value: unknown): string {
  if (value === undefined || value === null || value === '') return 'null';
  if (holdsRows(field) && Array.isArray(value))
    return JSON.stringify(value.map((r) => Object.fromEntries(Object.entries(r as object).filter(([k]) => k !== '_id'))));
  return JSON.stringify(value);
}

/** The value kept on the trail: as on the wire; line items by their item fields only. */
function kept(field: FieldSchema, value: unknown): unknown {
  if (value === undefined || value === '') return null;
  if (holdsRows(field) && Array.isArray(value)) return JSON.parse(comparable(field, value));
  return value;
}

/**
 * The fields an update changed, with the values before and after (docs/audit-trail.md): every stored
 * field of the schema, custom ones included; computed (virtual) fields follow from those and are left out.
 */
export function changedFields(schema: ResourceSchema, before: Dto, after: Dto): Omit<AuditChange, 'masked'>[] {
  return schema.fields.flatMap((f) => {
    if (f.virtual || comparable(f, before[f.name]) === comparable(f, after[f.name])) return [];
    const spec = specOf(f);
    const from = kept(f, before[f.name]);
    const to = kept(f, after[f.name]);
    return [
      {
        field: f.name,
        label: f.label,
        from,
        to,
        fromText: from === null ? '' : spec.text(from, f),
        toText: to === null ? '' : spec.text(to, f),
      },
    ];
  });
}

/** What the trail names a record by: its title field as text, else its id. */
export function recordLabel(schema: ResourceSchema, record: Dto): string {
  const title = schema.fields.find((f) => f.name === schema.titleField);
  const value = title ? record[title.name] : undefined;
  return title && value !== undefined && value !== null && value !== '' ? specOf(title).text(value, title) : String(record._id ?? '');
}
