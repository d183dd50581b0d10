/**
 * How a referenced record is named wherever its title shows: a list cell, a show page (src/engine)
 * and an exported cell (server/src/schema-engine/export/). One wording for both sides.
 */
import type { ReferenceTarget } from './types';

/**
 * What a reference shows for a record it cannot name: the target is not the user's to list, or the
 * record is not among those it may read (another's under `own`, or gone). Never the id, which means
 * nothing to a person and tells what they may not see (docs/permissions.md, References).
 */
export const UNREADABLE_LABEL = '无权查看';
/** A target record whose title field is empty. */
const UNTITLED_LABEL = '（无标题）';

/** The label of a target record (its labelField); a record without one is UNTITLED_LABEL, never its id. */
export function recordLabel(target: ReferenceTarget, record: Record<string, unknown> | undefined): string {
  const label = record?.[target.labelField];
  return label === undefined || label === null || label === '' ? UNTITLED_LABEL : String(label);
}
