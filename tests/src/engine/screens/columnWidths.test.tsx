import { describe, expect, it } from 'vitest';
import { buildColumns } from '../../../../src/engine/screens/listColumns';
import { listFields } from '../../../../src/engine/screens/schemaLayout';
import { COLUMN_WIDTHS, tableScrollWidth } from '../../../../src/engine/screens/columnWidths';
import { customerSchema } from '../../../../src/schemas/customer';
import { productSchema } from '../../../../src/schemas/product';

const columnsOf = (schema: typeof customerSchema) =>
  buildColumns({ schema, fields: listFields(schema), sorters: [], showUrl: (id) => `/x/${id}` }) as {
    key: string;
    width?: number;
    ellipsis?: boolean;
    fixed?: string;
  }[];

describe('list column widths (docs/requirements.md §10.6)', () => {
  it('gives every column of a generated list a width, so the table knows its own width', () => {
    for (const schema of [customerSchema, productSchema]) {
      const columns = columnsOf(schema);
      for (const c of columns) expect(typeof c.width, `${schema.name}.${c.key}`).toBe('number');
      expect(columns.at(-1)).toMatchObject({ key: '_actions', fixed: 'right' });
      expect(columns[0]).toMatchObject({ key: 'name', fixed: 'left' });
      expect(tableScrollWidth(columns)).toBe(columns.reduce((w, c) => w + c.width!, 0));
    }
  });

  it('cuts text off with an ellipsis and lets tags wrap within their column', () => {
    const columns = columnsOf(customerSchema);
    const byKey = (k: string) => columns.find((c) => c.key === k)!;
    expect(byKey('contactName')).toMatchObject({ ellipsis: true, width: COLUMN_WIDTHS.text });
    expect(byKey('region')).toMatchObject({ ellipsis: true, width: COLUMN_WIDTHS.region });
    expect(byKey('ownerId')).toMatchObject({ ellipsis: true, width: COLUMN_WIDTHS.reference });
    expect(byKey('tags')).toMatchObject({ ellipsis: false, width: COLUMN_WIDTHS.references });
    expect(byKey('name').width).toBe(220); // the schema's own width wins
  });

  it('counts the selection column in the scroll width', () => {
    expect(tableScrollWidth([{ width: 100 }, { width: 50 }], true)).toBe(198);
  });
});
