/**
 * The override API: what `src/resources/<name>/index.ts` may export to replace or adjust the
 * generated screens of its resource (see src/resources/README.md). All optional.
 */
import type { ComponentType, ReactNode } from 'react';
import type { ResourceSchema } from '../../schemas/types';
import type { DisplayProps, InputProps } from '../renderers/types';

/** Props every screen receives, generated or hand-written. */
export interface ScreenProps {
  schema: ResourceSchema;
}

/** Adjusts one generated list column. */
export interface ColumnOverride {
  title?: ReactNode;
  width?: number;
  /** Replaces the cell; receives the field's value and the row. */
  render?: (value: unknown, record: Record<string, unknown>) => ReactNode;
}

/** What a resource override module may export. */
export interface ResourceOverrides {
  /** Whole screens, replacing the generated ones. */
  list?: ComponentType<ScreenProps>;
  create?: ComponentType<ScreenProps>;
  edit?: ComponentType<ScreenProps>;
  show?: ComponentType<ScreenProps>;
  /** Per-field column adjustments of the generated list. */
  columns?: Record<string, ColumnOverride>;
  /** Per-field inputs of the generated create and edit forms (value / onChange like any Input). */
  inputs?: Record<string, ComponentType<InputProps>>;
  /** Per-field displays of the generated show page. */
  displays?: Record<string, ComponentType<DisplayProps>>;
  /** Extra content at the top of the generated list (e.g. a category bar), given the list's filter setter. */
  listHeader?: ComponentType<ListHeaderProps>;
  /** Extra actions of one row of the generated list, between 查看 and 编辑 (e.g. 转为客户). */
  rowActions?: ComponentType<RowActionProps>;
}

/** Props of a row's extra actions: the resource and the row's record. */
export interface RowActionProps extends ScreenProps {
  record: Record<string, unknown>;
}

/** Props of a list header: read and change the list's filters (refine CrudFilters by field). */
export interface ListHeaderProps extends ScreenProps {
  /** The current value of an equality filter on `field` (undefined when none). */
  filterValue: (field: string) => unknown;
  /** Sets (or with undefined clears) an equality filter on `field`; goes back to page 1. */
  setFilter: (field: string, value: unknown) => void;
}
