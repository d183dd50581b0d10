import { describe, expect, it } from 'vitest';
import type { ColumnName } from '../../../../server/src/db/tables/resources';
import { columnName } from '../../../../server/src/schema-engine/columns';

/** A field's column as the types derive it (`column`, checked by the compiler) and as the engine makes it. */
const same = <F extends string>(field: F, column: ColumnName<F>) => expect(columnName(field)).toBe(column);

describe('ColumnName, columnName at the type level', () => {
  it('snake-cases a field name as the engine does', () => {
    same('name', 'name');
    same('_id', 'id');
    same('contactName', 'contact_name');
    same('nextFollowUp', 'next_follow_up');
    same('line2Amount', 'line2_amount');
    same('HTMLText', 'html_text');
    same('taxID', 'tax_id');
    same('aABc', 'a_a_bc');
  });
});
