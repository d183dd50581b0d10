import type { ResourceOverrides, ScreenProps } from './overrides';
import { GeneratedForm } from './GeneratedForm';

/** The generated create screen (a GeneratedForm in create mode). */
export function GeneratedCreate(props: ScreenProps & { overrides?: ResourceOverrides }) {
  return <GeneratedForm {...props} action="create" />;
}
