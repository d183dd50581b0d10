/**
 * How a referenced record is named wherever its title shows: a list cell, a show page (src/engine)
 * and an exported cell (server/src/schema-engine/export/). One wording for both sides.
 */
import type { ReferenceTarget } from './types';
import { t } from '../i18n/messages/zh-CN/schemaMisc';

/**
 * What a reference shows for a record it cannot name: the target is not the user's to list, or the
 * record is not among those it may read (another's under `own`, or gone). Never the id, which means
 * nothing to a person and tells what they may not see (docs/permissions.md, References).
 */
export const UNREADABLE_LABEL = '无权查看';
/** UNREADABLE_LABEL in the interface's language (the constant is the Chinese the server writes). */
export const unreadableLabel = (): string => t('unreadable');

/** The label of a target record (its labelField); a record without one is UNTITLED_LABEL, never its id. */
export function recordLabel(target: ReferenceTarget, record: Record<string, unknown> | undefined): string {
  const label = record?.[target.labelField];
  return label === undefined || label === null || label === '' ? t('untitled') : String(label);
}
