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

/**
 * What a reference shows for a record it cannot name: the target is not the user's to list, or the
 * record is not among those it may read (another's under `own`, or gone). Never the id, which means
 * nothing to a person and tells what they may not see (docs/permissions.md, References).
 */
export const UNREADABLE_LABEL = '无权查看';
/** What a reference shows while the chosen record's title is being read. */
export const LOADING_LABEL = '加载中…';
/** A target record whose title field is empty. */
const UNTITLED_LABEL = '（无标题）';

/** The label of a target record (its labelField); a record without one is UNTITLED_LABEL, never its id. */
export function recordLabel(target: ReferenceTarget, record: Record<string, unknown> | undefined): string {
  const label = record?.[target.labelField];
  return label === undefined || label === null || label === '' ? UNTITLED_LABEL : String(label);
}

/** Reference-like fields (reference, references) among `fields`. */
export function referenceFields(fields: readonly FieldSchema[]): FieldSchema[] {
  return fields.filter((f) => (f.type === 'reference' || f.type === 'references') && f.reference);
}
