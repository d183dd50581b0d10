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
  /**
   * The Input picks or uploads the value in its wire shape (a date, a date-time, an image, a record):
   * the form leaves the type's default pattern to it and the server, checking only the field's own.
   */
  picks?: boolean;
  /**
   * The form's own check of a value beyond the common ones (required, numbers, text; rules.ts): the
   * first problem as a Chinese message, or undefined. `check` is the whole check of one field, for a
   * value holding other fields' values (line items' rows).
   */
  problem?(field: FieldSchema, value: unknown, check: FieldCheck): string | undefined;
  /**
   * How the designer's preview shows its spec's made-up `sample` where Display would ask the server
   * about it (an attachment's download link); absent: the preview draws the sample with Display.
   */
  SampleDisplay?: ComponentType<{ value: unknown }>;
}

/** The form's check of one field's value: its first problem in Chinese, or undefined (rules.ts fieldProblem). */
export type FieldCheck = (field: FieldSchema, value: unknown) => string | undefined;

/** Finds the renderer of a field (the line-items sub-table draws its item fields with it). */
export type RendererLookup = (field: FieldSchema, schema: ResourceSchema) => Renderer;
