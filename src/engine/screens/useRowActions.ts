import { useDelete, useNavigation } from '@refinedev/core';
import type { ResourceSchema } from '../../schemas/types';
import { recordRefusal } from '../../domain/recordRules';
import { useOffered } from './useOffered';

/** One of a row's actions as the user may take it: offered at all, and the rules' reason when refused for this record. */
export interface RowAction {
  offered: boolean;
  refusal?: string;
}

/**
 * What 查看 / 编辑 / 删除 of one record may do, for the desk's buttons (RowActions.tsx) and a phone's
 * 更多 menu (PhoneRowActions.tsx) alike: the schema's actions and the user's rights (`useOffered`),
 * the schema's per-record rules (`recordRules`, the server's own reason), and the delete itself.
 */
export function useRowActions(schema: ResourceSchema, record: Record<string, unknown>, onDeleted?: () => void) {
  const { show, edit } = useNavigation();
  const offers = useOffered(schema);
  const { mutate, mutation } = useDelete();
  const id = record._id as string;
  const action = (name: 'show' | 'edit' | 'delete'): RowAction => ({
    offered: offers(name),
    refusal: name === 'show' ? undefined : (recordRefusal(schema.recordRules, name, record) ?? undefined),
  });
  return {
    show: action('show'),
    edit: action('edit'),
    delete: action('delete'),
    openShow: () => show(schema.name, id),
    openEdit: () => edit(schema.name, id),
    deleting: mutation.isPending,
    /** Deletes the record; settles when the server has answered (the HTTP client shows the outcome). */
    remove: () =>
      new Promise<void>((resolve) =>
        mutate(
          { resource: schema.name, id, successNotification: false, errorNotification: false },
          { onSuccess: () => onDeleted?.(), onSettled: () => resolve() },
        ),
      ),
  };
}
