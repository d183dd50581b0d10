/**
 * The renderer contract: one entry per field type with an Input (forms), a Display (list cells,
 * show page) and a Filter (the filter bar above a list). Values are always the wire values
 * (money in integer cents, dates as text), so forms and filters need no conversion step.
 */
import type { ComponentType } from 'react';
import type { FieldSchema, ResourceSchema } from '../../schemas/types';

/** Props of an Input. antd's Form.Item injects `id`, `value` and `onChange`. */
export interface InputProps {
  field: FieldSchema;
  schema: ResourceSchema;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

/** Props of a Display: `mode` list is a table cell (compact), show is the show page. */
export interface DisplayProps {
  field: FieldSchema;
  schema: ResourceSchema;
  value: unknown;
  record?: Record<string, unknown>;
  mode: 'list' | 'show';
}

/**
 * Props of a Filter. The value depends on the field's filter kind (fieldDefaults.ts):
 * equality → an array of values (boolean: one boolean); range → `[from, to]` (either may be
 * null); text → a string. filterValue.ts turns it into refine CrudFilters.
 */
export interface FilterProps {
  field: FieldSchema;
  schema: ResourceSchema;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** How one field type is edited, shown and filtered. */
export interface Renderer {
  Input: ComponentType<InputProps>;
  Display: ComponentType<DisplayProps>;
  /** `null` for types that cannot be filtered (image, json, lineItems: filter kind `none`). */
  Filter: ComponentType<FilterProps> | null;
  /** Column alignment in tables (numbers and money right-aligned). */
  align?: 'left' | 'right';
}

/** Finds the renderer of a field (the line-items sub-table draws its item fields with it). */
export type RendererLookup = (field: FieldSchema, schema: ResourceSchema) => Renderer;
