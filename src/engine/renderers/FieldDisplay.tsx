import type { DisplayProps } from './types';
import { resolveRenderer } from './resolveRenderer';

/** The Display of a field's renderer (a list cell or a show-page value). */
export function FieldDisplay(props: DisplayProps) {
  const { Display } = resolveRenderer(props.field, props.schema);
  return <Display {...props} />;
}
