import type { CheckboxProps } from 'antd';
import type { ResourceSchema } from '../../schemas/types';
import { recordTitle } from './schemaLayout';

/**
 * A table's row checkbox named after its record (选择张涛), for screen readers and axe: antd's
 * types leave `aria-label` out of the box's props, but the box passes it on to its input.
 */
export const namedRowCheckbox =
  (schema: ResourceSchema) =>
  (record: Record<string, unknown>): Partial<CheckboxProps> =>
    ({ 'aria-label': `选择${recordTitle(schema, record)}` }) as unknown as Partial<CheckboxProps>;
