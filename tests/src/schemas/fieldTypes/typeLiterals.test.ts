import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { branchingFiles, typeBranches } from './typeLiterals';

/**
 * A field type's knowledge lives in its homes: its spec (src/schemas/fieldTypes/), its renderer
 * (src/engine/renderers/fields/, the registry) and its server part (server/src/schema-engine/field-types/).
 * Any other file that names a type to branch on it is listed here with why, and may not branch more
 * than it does today: a new file that starts branching on a type fails, so the fact goes to the spec.
 */
const HOMES = [
  /^src\/schemas\/fieldTypes\//,
  /^src\/engine\/renderers\/fields\//,
  /^src\/engine\/renderers\/registry\.ts$/,
  /^server\/src\/schema-engine\/field-types\//,
  // The union itself, and its list.
  /^src\/schemas\/types\.ts$/,
];

/** Files outside the homes that still name types, the most branches each may have, and why. */
const ALLOWED: Record<string, [max: number, why: string]> = {
  // Line items are the one type holding other fields: the callers walk into its item fields.
  'src/schemas/derivations.ts': [1, 'walks into line items’ item fields'],
  'src/schemas/permissionCatalogue.ts': [1, 'lists line items’ item fields as permission entries'],
  'src/schemas/relatedLists.ts': [4, 'related lists follow references and line items, and total money columns'],
  'server/src/schema-engine/references.ts': [3, 'follows reference fields, also inside line items'],
  'server/src/schema-engine/links.ts': [1, 'link tables are made for lists of references only'],
  'server/src/schema-engine/resource-service.ts': [1, 'a line items field’s rows get their item fields’ defaults and figures'],
  'src/engine/screens/ShowSectionList.tsx': [1, 'wide fields (line items, long text) span the show page'],
  'src/engine/renderers/reference/referenceIds.ts': [2, 'the reference renderers’ own helper: one id or a list'],
  'src/engine/renderers/reference/ReferenceDisplay.tsx': [1, 'the reference renderers’ own display'],
  'src/engine/renderers/reference/targetRecords.ts': [1, 'the reference renderers’ own target look-up'],
  'server/src/areas/catalog/categories.service.ts': [3, 'category fields of the settings page, declared by hand'],
  'server/src/areas/catalog/custom-values.ts': [2, 'custom values carried into a converted record skip numbers and files'],
  'server/src/areas/platform/uploads/attachment-sweep.ts': [1, 'the sweep finds the file fields holding an upload'],
  'server/src/schema-engine/export/export-columns.ts': [2, 'the records’ own times (创建时间, 更新时间) export as date-time columns'],
  'src/pages/settings/resource/referenceTargets.ts': [1, 'reference targets offered by the designer'],
};

describe('field type literals outside their homes', () => {
  const root = resolve(__dirname, '../../../..');
  const found = branchingFiles(root, ['src', 'server/src']);

  it('are only in the files listed, no more often than listed', () => {
    const outside = [...found].filter(([file]) => !HOMES.some((home) => home.test(file)));
    const unexpected = outside.filter(([file, n]) => !ALLOWED[file] || n > ALLOWED[file][0]).map(([file, n]) => `${file}: ${n}`);
    expect(unexpected).toEqual([]);
  });

  it('finds the forms of a branch, not other words', () => {
    expect(typeBranches("if (f.type === 'money') x(); switch (field.type) {} case 'idCard':", 'src/x.ts')).toBe(3);
    expect(typeBranches("new Set(['image', 'file']); const c = { type: 'autoNumber' };", 'src/x.ts')).toBe(2);
    // An input's type, a filter kind, a comment, and a resource schema's declaration.
    expect(typeBranches("<input type='text' />; case 'text': // f.type === 'money'", 'src/x.ts')).toBe(0);
    expect(typeBranches("{ name: 'price', type: 'money' }", 'src/schemas/product.ts')).toBe(0);
  });
});
