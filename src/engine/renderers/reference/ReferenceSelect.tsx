import { useMemo, useState, type ReactNode } from 'react';
import { Select } from 'antd';
import { useSelect } from '@refinedev/antd';
import type { BaseKey, CrudFilter } from '@refinedev/core';
import { SEARCH_PARAM } from '../../../schemas/listQuery';
import type { FieldSchema } from '../../../schemas/types';
import { recordLabel, referenceIds, targetMeta, unreadableLabel } from './referenceIds';
import { useAllowed } from '../../../state/useAllowed';
import { ColoredTag, ReferenceOption } from './ReferenceOption';
import { recordColors, repeatedTitles, secondaryText } from './targetRecords';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

/** Props of ReferenceSelect: one id, or a list of ids with `multiple`. */
export interface ReferenceSelectProps {
  field: FieldSchema;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A searchable select over the target resource (refine useSelect): typing searches the target's
 * search box (`q`), the target's fixed `filter` applies, and the chosen records' labels are read
 * even when they are not on the first page of options. Options are read only once the select is
 * first opened or focused, so a list page with several reference filters does not read every
 * target up front (the chosen records' labels are read at once).
 */
export function ReferenceSelect({ field, id, value, onChange, multiple, disabled, placeholder }: ReferenceSelectProps) {
  const target = field.reference!;
  const ids = referenceIds(value);
  const [active, setActive] = useState(false);
  // A target the user's roles do not let them list (docs/requirements.md §10.2): no call that can only be refused.
  const readable = useAllowed(target.resource, 'list');
  const fixed: CrudFilter[] = Object.entries(target.filter ?? {}).map(([f, v]) => ({ field: f, operator: 'eq', value: v }));
  const { selectProps, query, defaultValueQuery } = useSelect({
    resource: target.resource,
    optionLabel: (item) => recordLabel(target, item),
    optionValue: (item) => String(item._id),
    filters: fixed,
    defaultValue: ids as BaseKey[],
    onSearch: (text) => [{ field: SEARCH_PARAM, operator: 'contains', value: text }],
    pagination: { pageSize: 20, mode: 'server' },
    meta: targetMeta(target),
    debounce: 300,
    queryOptions: { enabled: active && readable },
    // Without its own options the label query would inherit `enabled: active` and show bare ids.
    defaultValueQueryOptions: { enabled: ids.length > 0 && readable },
  });
  // The records behind the options (the page read and the chosen ones): their colours and second lines.
  const offered = query.data?.data;
  const chosen = defaultValueQuery.data?.data;
  const records = useMemo(() => new Map([...(chosen ?? []), ...(offered ?? [])].map((r) => [String(r._id), r])), [offered, chosen]);
  const colors = useMemo(() => recordColors(target, [...records.values()]), [target, records]);
  const repeated = repeatedTitles((selectProps.options ?? []).map((o) => String(o.label)));
  // A chosen id with no option to name it: antd would show the id itself. Still being read, it is
  // 加载中…; a target the user may not list, or a record the read did not bring, is 无权查看.
  const labelFor = (known: ReactNode) =>
    known ?? (readable && (defaultValueQuery.isLoading || defaultValueQuery.isFetching) ? t('referenceLoading') : unreadableLabel());
  return (
    <Select
      {...selectProps}
      optionRender={(option) => (
        <ReferenceOption
          option={option}
          repeated={repeated.has(String(option.label))}
          secondary={secondaryText(target, records.get(String(option.value)))}
        />
      )}
      labelRender={(chosen) => labelFor(chosen.label)}
      tagRender={colors.size ? (props) => <ColoredTag {...props} color={colors.get(String(props.value))} /> : undefined}
      id={id}
      // Without an id no form label names it (a line's 产品 in a table cell): it names itself.
      aria-label={id ? undefined : field.label}
      onFocus={() => setActive(true)}
      onOpenChange={(open) => open && setActive(true)}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      disabled={disabled || !readable}
      style={{ minWidth: 160, width: '100%' }}
      placeholder={
        readable ? (placeholder ?? t('selectPlaceholder', { label: field.label })) : t('notAllowedToView', { label: field.label })
      }
      // useSelect types the value as an option object; the wire value is the id (or the ids).
      value={(multiple ? ids : (ids[0] ?? undefined)) as never}
      onChange={(v) => {
        const next = multiple ? ((v as unknown as string[]) ?? []) : ((v as unknown as string | undefined) ?? null);
        onChange?.(multiple && (next as string[]).length === 0 ? [] : next);
      }}
    />
  );
}
