import type { FieldSchema, ReferenceTarget } from '../../../schemas/types';

/** The ids a reference (one id) or references (a list) value holds, as strings. */
export function referenceIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined && v !== '').map(String);
  return value === null || value === undefined || value === '' ? [] : [String(value)];
}

/** refine `meta` for a target: its own apiBase when it is not a schema resource. */
export function targetMeta(target: ReferenceTarget) {
  return target.apiBase ? { apiBase: target.apiBase } : undefined;
}

export { unreadableLabel, recordLabel } from '../../../schemas/referenceLabel';

/** Reference-like fields (reference, references) among `fields`. */
export function referenceFields(fields: readonly FieldSchema[]): FieldSchema[] {
  return fields.filter((f) => (f.type === 'reference' || f.type === 'references') && f.reference);
}
