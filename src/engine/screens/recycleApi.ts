import { useCallback } from 'react';
import { useInvalidate } from '@refinedev/core';
import { useNotices } from '../../state/notices';
import type { ResourceSchema } from '../../schemas/types';
import { useCustomWrite } from '../../providers/customCalls';
import { t } from '../../i18n/messages/zh-CN/engineRestore';

/** Where a resource's recycle-bin calls sit: beside its five (docs/recycle-bin.md). */
export const recyclePath = (schema: ResourceSchema, call: 'recycle' | 'restore' | 'bulkUpdate') => `${schema.apiBase}/${call}`;

/**
 * Brings records back from a resource's recycle bin (撤销 of a delete, 恢复 in 回收站), then has its
 * lists and pages read again, saying how many came back (已恢复 N 条…); resolves to that count. A
 * refusal shows through the HTTP client.
 */
export function useRestore() {
  const write = useCustomWrite();
  const invalidate = useInvalidate();
  const { message } = useNotices();
  return useCallback(
    async (schema: ResourceSchema, ids: ReadonlyArray<string | number>): Promise<number> => {
      const { count } = await write<{ count: number }>(recyclePath(schema, 'restore'), 'post', { _ids: ids.map(String) });
      message.success(t('restored', { n: count, label: schema.label }));
      await invalidate({ resource: schema.name, invalidates: ['list', 'many', 'detail'] });
      return count;
    },
    [write, invalidate, message],
  );
}
