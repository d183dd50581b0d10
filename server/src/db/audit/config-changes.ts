import type { AuditChange } from '../../../../src/domain/audit/auditEntry';

/** A value of configuration as the trail shows it in words. */
function plainValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.map(plainValue).join('、');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changes of a configuration record (a setting, a role, a menu entry, a project, a person, a
 * tenant) for the audit trail: each field of `labels` whose value differs, `before` null for a new
 * record. `words` overrides how a field's value reads (状态 1 → 启用).
 */
export function configChanges(
  labels: Record<string, string>,
  before: object | null,
  after: object,
  words: Record<string, (value: unknown) => string> = {},
): Omit<AuditChange, 'masked'>[] {
  const was = before as Record<string, unknown> | null;
  const is = after as Record<string, unknown>;
  return Object.entries(labels).flatMap(([field, label]) => {
    const from = was?.[field] ?? null;
    const to = is[field] ?? null;
    if (!(field in after) || same(from, to)) return [];
    const text = words[field] ?? plainValue;
    return [{ field, label, from, to, fromText: from === null ? '' : text(from), toText: to === null ? '' : text(to) }];
  });
}

/** 启用 / 停用 of a status column (1 / 0). */
export const enabledWord = (value: unknown) => (Number(value) === 1 ? '启用' : '停用');
