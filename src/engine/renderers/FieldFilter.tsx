import type { FilterProps } from './types';
import { resolveRenderer } from './resolveRenderer';
import { UnknownField } from './UnknownField';
import { t } from '../../i18n/messages/zh-CN/engineFields';

/** The Filter of a field's renderer; a type that cannot be filtered shows the unknown-field marker. */
export function FieldFilter(props: FilterProps) {
  const { Filter } = resolveRenderer(props.field, props.schema);
  if (!Filter)
    return <UnknownField what={t('unknownFilter', { type: props.field.type })} resource={props.schema.name} field={props.field.name} />;
  return <Filter {...props} />;
}
