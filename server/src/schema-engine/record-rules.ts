import type { ResourceSchema } from '../../../src/schemas/types';
import { recordRefusal, type RecordRuleAction } from '../../../src/domain/recordRules';
import { operationFailed } from '../core/errors';

/**
 * Refuses (10100) an edit or delete the schema's per-record rules forbid, with the reason the
 * client shows on the disabled button (src/domain/recordRules.ts). `ids`: every id of the call,
 * so a batch delete may free what it deletes together (an order with its quotation).
 */
export function checkRecordRules(
  schema: ResourceSchema,
  action: RecordRuleAction,
  records: Record<string, unknown>[],
  ids: readonly string[] = [],
): void {
  if (!schema.recordRules) return;
  for (const record of records) {
    const reason = recordRefusal(
      schema.recordRules,
      action,
      record,
      ids.filter((id) => id !== record._id),
    );
    if (reason) throw operationFailed(reason);
  }
}
