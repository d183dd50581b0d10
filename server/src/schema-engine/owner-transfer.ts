import type { ResourceSchema } from '../../../src/schemas/types';
import { deniedMessage } from '../../../src/domain/permissions/actions';
import { ownerFieldOf } from '../../../src/schemas/permissionCatalogue';
import { forbidden } from '../core/errors';
import type { Access } from '../http/permission-guard';

/**
 * 转移 (`transfer`, docs/permissions.md): giving a record another 负责人 is a right of its own, so a
 * user who sees only their own records cannot give them away, nor add one for someone else. Checked
 * on every client write of a resource with an owner field (the engine's add and update, which the
 * designed resources' calls go through too), after the field rules; the server's own writes
 * (`access` absent: 转为客户 keeps the lead's 负责人) are not the caller's choice.
 */
export function ownerTransfer(schema: ResourceSchema, access: Access | null | undefined) {
  const field = ownerFieldOf(schema)?.name;
  const bound = !!field && !!access && !access.transfer;
  const refuse = () => forbidden(deniedMessage('transfer', schema.label));
  return {
    /**
     * The owner a new record gets: the one sent, else the adder under a limited scope (so the record stays in it) or without 转移
     * (the form does not offer the choice: the user is the owner). Another person needs 转移.
     */
    onAdd(values: Record<string, unknown>): void {
      if (!field || !access) return;
      if (values[field] == null && (bound || access.owners)) values[field] = access.userId;
      if (bound && values[field] !== access.userId) throw refuse();
    },
    /**
     * A change of the owner needs 转移 (to anyone, the caller included: taking someone's record is
     * a transfer too), except taking a record nobody owns. Sending back the stored owner is no change.
     */
    onUpdate(input: Record<string, unknown>, current: Record<string, unknown>): void {
      if (!bound || !(field in input) || input[field] === undefined) return;
      const [before, after] = [current[field] ?? null, input[field] ?? null];
      if (after === before || (before === null && after === access!.userId)) return;
      throw refuse();
    },
  };
}
