/**
 * Per-record rules of actions: which records of a resource may be edited or deleted, with the
 * Chinese reason when not. A schema names its rule set (`recordRules`, plain data); the server's
 * engine refuses by it (code 10100) and the client's row actions and show pages disable the button
 * with the same reason as a tooltip, so nothing is offered that the server will refuse.
 */
import { deleteRefusal, editRefusal, type DocumentFacts } from './sales/documentRules';

/** The actions a record rule may refuse. */
export type RecordRuleAction = 'edit' | 'delete';

/** One resource's rules: the reason an action is refused for `record`, or null when allowed. */
interface RecordRules {
  edit?: (record: Record<string, unknown>) => string | null;
  /** `alsoDeleted`: the other ids of the same (batch) delete. */
  delete?: (record: Record<string, unknown>, alsoDeleted: readonly string[]) => string | null;
}

const asDocument = (record: Record<string, unknown>) => record as unknown as DocumentFacts;

/** Every rule set by the name a schema declares. */
const RECORD_RULES = {
  /** The order documents: formal orders and both kinds of quotation (src/domain/sales/documentRules.ts). */
  salesDocument: {
    edit: (record) => editRefusal(asDocument(record)),
    delete: (record, alsoDeleted) => deleteRefusal(asDocument(record), alsoDeleted),
  },
} satisfies Record<string, RecordRules>;

/** A rule set's name, as a schema declares it. */
export type RecordRuleName = keyof typeof RECORD_RULES;

/**
 * Why `action` is refused for `record` under the rule set `name` (a schema's `recordRules`), or
 * null when it is allowed or the resource declares no rule.
 */
export function recordRefusal(
  name: string | undefined,
  action: RecordRuleAction,
  record: Record<string, unknown>,
  alsoDeleted: readonly string[] = [],
): string | null {
  const rules: RecordRules | undefined = name && Object.hasOwn(RECORD_RULES, name) ? RECORD_RULES[name as RecordRuleName] : undefined;
  if (action === 'edit') return rules?.edit?.(record) ?? null;
  return rules?.delete?.(record, alsoDeleted) ?? null;
}
