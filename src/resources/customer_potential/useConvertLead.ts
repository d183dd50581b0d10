import { useState } from 'react';
import { useInvalidate, useNavigation } from '@refinedev/core';
import type { ResourceSchema } from '../../schemas/types';
import { convertLead } from './convertLead';

/**
 * 转为客户 as the show page's bar and the list's row action both offer it: convert, refresh the lead
 * and the customer lists, then open the new customer. A refusal was already shown by the HTTP
 * client (error catalogue); the lead stays as it was.
 */
export function useConvertLead(schema: ResourceSchema) {
  const { show } = useNavigation();
  const invalidate = useInvalidate();
  const [busy, setBusy] = useState(false);
  const convert = async (record: Record<string, unknown>) => {
    setBusy(true);
    try {
      const { customer } = await convertLead(String(record._id));
      await Promise.all([
        invalidate({ resource: schema.name, invalidates: ['list', 'detail'], id: String(record._id) }),
        invalidate({ resource: 'customer', invalidates: ['list'] }),
      ]);
      show('customer', customer._id);
    } catch {
      // Shown by the HTTP client already.
    } finally {
      setBusy(false);
    }
  };
  return { convert, busy };
}
