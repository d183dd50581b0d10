import { useState } from 'react';
import { useInvalidate, useNavigation } from '@refinedev/core';
import type { ResourceSchema } from '../../schemas/types';
import { useCustomWrite } from '../../providers/customCalls';
import { CONVERT_NOTICE, CONVERT_URL, type Conversion } from './convertLead';

/**
 * 转为客户 as the show page's bar and the list's row action both offer it: convert, refresh the lead
 * and the customer lists, then open the new customer. A refusal was already shown by the HTTP
 * client (error catalogue); the lead stays as it was.
 */
export function useConvertLead(schema: ResourceSchema) {
  const { show } = useNavigation();
  const invalidate = useInvalidate();
  const write = useCustomWrite();
  const [busy, setBusy] = useState(false);
  const convert = async (record: Record<string, unknown>) => {
    setBusy(true);
    try {
      // Through the data provider's custom (token, project, error catalogue, 操作成功).
      const { customer } = await write<Conversion>(CONVERT_URL, 'post', { _id: String(record._id) }, CONVERT_NOTICE);
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
