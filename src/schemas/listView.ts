/**
 * Saved list views and per-user column settings (docs/schema-engine.md, 视图与列设置): the shapes
 * the client sends and the server stores, shared so both sides read one definition.
 */
import { SEARCH_PARAM } from './listQuery';
import { t } from '../i18n/messages/zh-CN/schemaMisc';
import { shownTexts } from '../domain/shownTexts';

/** One condition of a view as refine keeps it (a LogicalFilter): the search box is `SEARCH_PARAM`. */
interface ViewFilter {
  field: string;
  operator: string;
  value: unknown;
}

/** What a view restores: filters and search, the sort, the page size and the hidden columns. */
export interface ListViewState {
  filters: ViewFilter[];
  sort?: { field: string; order: 'asc' | 'desc' } | null;
  pageSize?: number;
  hidden?: string[];
}

/** Who sees a view: its owner only, holders of one of its roles, or everyone in the project. */
export type ViewVisibility = 'personal' | 'roles' | 'project';

export const VIEW_VISIBILITY_LABELS: Readonly<Record<ViewVisibility, string>> = shownTexts(
  { personal: 'viewPersonal', roles: 'viewRoles', project: 'viewProject' },
  t,
);

/** The longest view name: it sits in a menu above the list. */
export const VIEW_NAME_MAX = 30;

/** A view as the API answers it; `mine` and `editable` say what the reader may do with it. */
export interface ListViewDto {
  _id: string;
  resource: string;
  name: string;
  visibility: ViewVisibility;
  roleIds: string[];
  state: ListViewState;
  ownerId: string;
  mine: boolean;
  editable: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A user's columns of one resource's list: hidden ones, and the order they chose (empty: the schema's). */
export interface ColumnSettingsDto {
  resource: string;
  hidden: string[];
  order: string[];
}

/**
 * The view as a reader may apply it: every part naming a field `hidden(field)` says they may not
 * see (their field rules, docs/permissions.md) is dropped; the search box is kept.
 */
export function viewWithoutFields(state: ListViewState, hidden: (field: string) => boolean): ListViewState {
  const sort = state.sort && !hidden(state.sort.field) ? state.sort : null;
  return {
    filters: state.filters.filter((f) => f.field === SEARCH_PARAM || !hidden(f.field)),
    sort,
    ...(state.pageSize ? { pageSize: state.pageSize } : {}),
    hidden: (state.hidden ?? []).filter((f) => !hidden(f)),
  };
}
