import { useParsed, useShow } from '@refinedev/core';
import { RecordLoadFailure } from './LoadFailure';
import type { ResourceOverrides, ScreenProps } from './overrides';
import { GeneratedForm } from './GeneratedForm';
import { recordTitle } from './schemaLayout';
import { useRecordTabTitle } from '../../state/recordTitles';

/**
 * The generated edit screen (a GeneratedForm in edit mode, loading the record of the route's id).
 * When the record cannot be read it shows why instead of an empty form: the 403 page for a 403,
 * not found for a 404, else the 500 page with 重试.
 */
export function GeneratedEdit(props: ScreenProps & { overrides?: ResourceOverrides }) {
  const { schema } = props;
  const { id } = useParsed();
  // The form's own record query has the same key (resource, id, meta): this only watches it, no second call.
  const { query } = useShow<Record<string, unknown>>({ resource: schema.name, id, errorNotification: false });
  const record = query.data?.data;
  useRecordTabTitle(record ? recordTitle(schema, record) : undefined);
  if (query.isError) {
    return <RecordLoadFailure schema={schema} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <GeneratedForm {...props} action="edit" />;
}
