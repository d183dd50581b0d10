import type { InputProps } from './types';
import { resolveRenderer } from './resolveRenderer';

/** The Input of a field's renderer; put it inside a Form.Item, which supplies `value` and `onChange`. */
export function FieldInput(props: InputProps) {
  const { Input } = resolveRenderer(props.field, props.schema);
  return <Input {...props} />;
}
