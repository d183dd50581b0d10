import { Select, type SelectProps } from 'antd';
import type { BaseOptionType, DefaultOptionType } from 'antd/es/select';

/**
 * antd's Select as the control of a hand-written Form.Item. An item whose rule makes it required hands
 * its control `aria-required`, and Select puts that on its outer box as well as on its input: on the box,
 * a plain div, it is an attribute no role allows (axe: aria-allowed-attr, critical). So it is dropped here,
 * as the schema renderers' inputs never take it; the item's asterisk and its 请选择… message say the
 * field is required (docs/development.md, accessibility).
 */
export function FormSelect<V = unknown, O extends BaseOptionType = DefaultOptionType>(props: SelectProps<V, O>) {
  const rest: SelectProps<V, O> = { ...props };
  delete rest['aria-required'];
  return <Select<V, O> {...rest} />;
}
