import type { CheckboxProps } from 'antd';
import type { ResourceSchema } from '../../schemas/types';
import { recordTitle } from './schemaLayout';
import { t } from '../../i18n/messages/zh-CN/engineList';

/** A checkbox's props with its accessible name: antd's types leave `aria-label` out, but the box passes it on to its input. */
const named = (label: string) => ({ 'aria-label': label }) as unknown as Partial<CheckboxProps>;

/**
 * The names of a table's selection boxes, for screen readers and axe: each row's after its record
 * (选择张涛), the header's 全选当页 (antd's own is English, "Select all", whatever the locale).
 * Spread into a table's `rowSelection`.
 */
export const namedSelectionBoxes = (schema: ResourceSchema) => ({
  getCheckboxProps: (record: Record<string, unknown>) => named(t('selectRow', { title: recordTitle(schema, record) })),
  getTitleCheckboxProps: () => named(t('selectPage')),
});
