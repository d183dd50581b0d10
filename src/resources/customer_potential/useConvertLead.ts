import { useState } from 'react';
import { useInvalidate, useNavigation } from '@refinedev/core';
import type { ResourceSchema } from '../../schemas/types';
import { useCustomWrite } from '../../providers/customCalls';
import { CONVERT_NOTICE, CONVERT_URL, type Conversion } from './convertLead';
import { CHOICE_HANDLED, useSameNameChoice } from '../../components/customers/useSameNameChoice';

/**
 * 转为客户 as the show page's bar and the list's row action both offer it: convert, refresh the lead
 * and the customer lists, then open the new customer. A refusal was already shown by the HTTP
 * client (error catalogue); the lead stays as it was. Customers of the lead's name with another
 * contact: the user picks one to link, or 新建客户, first (`dialog`, rendered by the caller).
 */
export function useConvertLead(schema: ResourceSchema) {
  const { show } = useNavigation();
  const invalidate = useInvalidate();
  const write = useCustomWrite();
  const [busy, setBusy] = useState(false);
  const choice = useSameNameChoice();
  const convert = async (record: Record<string, unknown>) => {
    setBusy(true);
    try {
      // Through the data provider's custom (token, project, error catalogue, 操作成功).
      const done = await choice.run(String(record.name ?? ''), (chosen) =>
        write<Conversion>(CONVERT_URL, 'post', { _id: String(record._id), ...chosen }, { ...CONVERT_NOTICE, ...CHOICE_HANDLED }),
      );
      if (!done) return;
      const { customer } = done;
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
  return { convert, busy, dialog: choice.dialog };
}
