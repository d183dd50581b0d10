import { specOf } from './fieldTypes';
import type { FieldSchema, ResourceSchema } from './types';

/**
 * The first required field a spreadsheet cannot fill (docs/schema-engine.md 导入): one without a
 * default of a type not read back from a cell (line items: an order's lines). A resource having one
 * cannot be imported — every row would be refused for it — so neither side offers it.
 */
export function unimportableRequired(schema: ResourceSchema): FieldSchema | undefined {
  return schema.fields.find(
    (f) =>
      f.required &&
      f.default === undefined &&
      !f.readOnly &&
      !specOf(f).serverSet &&
      !(schema.fixed && f.name in schema.fixed) &&
      !specOf(f).cell.fromCell,
  );
}
