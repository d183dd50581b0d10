import type { ResourceOverrides, ScreenProps } from './overrides';
import { GeneratedForm } from './GeneratedForm';

/** The generated edit screen (a GeneratedForm in edit mode, loading the record of the route's id). */
export function GeneratedEdit(props: ScreenProps & { overrides?: ResourceOverrides }) {
  return <GeneratedForm {...props} action="edit" />;
}
