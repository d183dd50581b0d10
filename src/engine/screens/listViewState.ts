import type { CrudFilter, CrudSort, LogicalFilter } from '@refinedev/core';
import type { ListViewState } from '../../schemas/listView';

/** How a list looks right now, or how a view sets it: refine's table state and the hidden columns. */
export interface ListLook {
  filters: CrudFilter[];
  sorters: CrudSort[];
  pageSize: number;
  hidden: string[];
}

const isSet = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** The list's look as a view stores it: only filters with a value (the search box among them), the first sort. */
export function viewStateOf(look: ListLook): ListViewState {
  const filters = look.filters
    .filter((f): f is LogicalFilter => 'field' in f && isSet(f.value))
    .map(({ field, operator, value }) => ({ field, operator, value: value as unknown }));
  const sort = look.sorters.find((s) => s.field && s.order);
  return { filters, sort: sort ? { field: sort.field, order: sort.order } : null, pageSize: look.pageSize, hidden: look.hidden };
}

/**
 * The look a view gives the list. What it does not say falls back to the list's defaults (the
 * schema's sort and page size); `hidden` stays as it is when the view names no columns. Fields the
 * reader may not see were already dropped by the server (docs/permissions.md).
 */
export function lookOfView(state: ListViewState, defaults: Omit<ListLook, 'filters'>): ListLook {
  return {
    filters: state.filters.map((f) => ({ field: f.field, operator: f.operator, value: f.value }) as LogicalFilter),
    sorters: state.sort ? [{ field: state.sort.field, order: state.sort.order }] : defaults.sorters,
    pageSize: state.pageSize ?? defaults.pageSize,
    hidden: state.hidden ?? defaults.hidden,
  };
}
