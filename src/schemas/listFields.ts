import { fieldVisibility } from './fieldDefaults';
import type { FieldSchema, ResourceSchema } from './types';

/** The fields of `names`, in that order (unknown names left out). */
export const fieldsByName = (schema: ResourceSchema, names: readonly string[]): FieldSchema[] =>
  names.map((n) => schema.fields.find((f) => f.name === n)).filter((f): f is FieldSchema => !!f);

/**
 * List columns: `list.columns` in order, else every field visible in lists (each type's default
 * included: a text area, JSON or file is not); the title field first. The list screen, the pickers'
 * second line and the related lists all read it.
 */
export function listFields(schema: ResourceSchema): FieldSchema[] {
  const fields = schema.list?.columns ? fieldsByName(schema, schema.list.columns) : schema.fields.filter((f) => fieldVisibility(f).list);
  const title = fields.find((f) => f.name === schema.titleField);
  return title ? [title, ...fields.filter((f) => f !== title)] : fields;
}
