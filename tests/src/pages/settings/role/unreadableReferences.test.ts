import { describe, expect, it } from 'vitest';
import { resourceSchemas } from '../../../../../src/schemas';
import { permissionCatalogue } from '../../../../../src/schemas/permissionCatalogue';
import { unreadableReferences } from '../../../../../src/pages/settings/role/unreadableReferences';

const catalogue = permissionCatalogue(resourceSchemas);

describe('unreadableReferences', () => {
  it('names the referenced resources a role grants no list on, line items included', () => {
    const gaps = unreadableReferences(
      { customer: { actions: ['list', 'show'] }, customer_quotation: { actions: ['list'] }, customer_tags: { actions: ['list'] } },
      resourceSchemas,
      catalogue,
    );
    const byResource = Object.fromEntries(gaps.map((g) => [g.resource, g.targets]));
    // 客户 points at its source lead and 客户分类 (not granted) and 客户标签 (granted); 负责人 (staff) is no catalogue resource.
    expect([...byResource.customer].sort()).toEqual(['客户分类', '潜在客户'].sort());
    // A quotation's lines point at products and taxes; its customer may be listed.
    expect(byResource.customer_quotation).toEqual(expect.arrayContaining(['产品', '税费']));
    expect(byResource.customer_quotation).not.toContain('客户');
  });

  it('says nothing when every referenced resource may be listed, or for resources not granted', () => {
    expect(unreadableReferences({ product_categories: { actions: ['list'] } }, resourceSchemas, catalogue)).toEqual([]);
    expect(unreadableReferences({ customer: { actions: [] } }, resourceSchemas, catalogue)).toEqual([]);
  });
});
