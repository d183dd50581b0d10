import { describe, expect, it } from 'vitest';
import { applyFieldRules, OWNER_BOUND_HELP, withoutLocked } from '../../../../src/engine/screens/fieldRules';
import { filterFields, formSections, listFields, showSections } from '../../../../src/engine/screens/schemaLayout';
import type { EffectivePermissions } from '../../../../src/domain/permissions/grants';
import { gadgetSchema } from '../../support/testSchemas';
import { customerSchema } from '../../../../src/schemas/customer';
import { orderSchema } from '../../../../src/schemas/order';

const ALL = ['list', 'show', 'create', 'edit', 'delete'] as const;
const withRules = (fields: Record<string, 'hidden' | 'readonly'>): EffectivePermissions => ({
  superAdmin: false,
  permissions: { gadget: { actions: [...ALL], fields } },
});
const names = (fields: readonly { name: string }[]) => fields.map((f) => f.name);

describe('field rules', () => {
  it('leaves the schema alone without permissions, for a super-admin and without rules', () => {
    for (const eff of [null, { superAdmin: true, permissions: {} }, withRules({})]) {
      const access = applyFieldRules(gadgetSchema, eff);
      expect(access.schema).toBe(gadgetSchema);
      expect(access.locked.size).toBe(0);
    }
  });

  it('takes hidden fields out of columns, filters, forms and show pages', () => {
    const { schema } = applyFieldRules(gadgetSchema, withRules({ price: 'hidden', checkedAt: 'hidden' }));
    expect(names(listFields(schema))).toEqual(['name', 'status', 'maker']);
    expect(names(filterFields(schema))).not.toContain('price');
    expect(names(formSections(schema).flatMap((s) => s.fields))).not.toContain('price');
    expect(names(showSections(schema).flatMap((s) => s.fields))).not.toContain('price');
    // The server would sort by a field the user may not see: the default order goes with it.
    expect(schema.list?.defaultSort).toBeUndefined();
    expect(schema.list?.columns).toEqual(gadgetSchema.list?.columns);
  });

  it('names read-only fields as locked and keeps them on screen', () => {
    const access = applyFieldRules(gadgetSchema, withRules({ price: 'readonly' }));
    expect([...access.locked]).toEqual(['price']);
    expect(access.schema).toBe(gadgetSchema);
    expect(access.ruleOf('price')).toBe('readonly');
    expect(withoutLocked({ name: '扳手', price: 100 }, access.locked)).toEqual({ name: '扳手' });
  });

  it('rules line items’ fields by `<field>.<item>`', () => {
    const { schema, locked } = applyFieldRules(gadgetSchema, withRules({ 'items.discount': 'hidden', 'items.unitPrice': 'readonly' }));
    const items = schema.fields.find((f) => f.name === 'items')!.itemFields!;
    expect(names(items)).not.toContain('discount');
    expect(items.find((i) => i.name === 'unitPrice')?.readOnly).toBe(true);
    // Lines are saved whole: with a rule on any column they are not the role's to change, as on the server.
    expect([...locked]).toEqual(['items']);
  });

  it('answers with the same schema object while the permissions stay the same', () => {
    const eff = withRules({ price: 'hidden' });
    const first = applyFieldRules(gadgetSchema, eff);
    expect(applyFieldRules(gadgetSchema, eff)).toBe(first);
    // Ruling the ruled schema again (a screen inside a screen) changes nothing.
    expect(applyFieldRules(first.schema, eff).schema).toBe(first.schema);
  });

  it('does not offer the 负责人 as a choice without 转移: read-only, saying why; with 转移 it is free', () => {
    const customer = (actions: string[], scope: 'all' | 'own' = 'own'): EffectivePermissions => ({
      superAdmin: false,
      permissions: { customer: { actions: actions as never, scope } },
    });
    const bound = applyFieldRules(customerSchema, customer(['list', 'show', 'create', 'edit']));
    expect([...bound.locked]).toEqual(['ownerId']);
    expect(bound.boundOwner).toBe('ownerId');
    expect(bound.schema.fields.find((f) => f.name === 'ownerId')?.help).toBe(OWNER_BOUND_HELP);
    expect(withoutLocked({ name: '甲', ownerId: 'someone' }, bound.locked)).toEqual({ name: '甲' });
    const free = applyFieldRules(customerSchema, customer(['list', 'show', 'create', 'edit', 'transfer'], 'all'));
    expect(free.locked.size).toBe(0);
    expect(free.boundOwner).toBeUndefined();
    expect(free.schema).toBe(customerSchema);
    // A resource without a 负责人 is untouched.
    expect(applyFieldRules(gadgetSchema, withRules({})).locked.size).toBe(0);
  });
});

describe('field rules over derived fields', () => {
  const hiding = (fields: Record<string, 'hidden' | 'readonly'>): EffectivePermissions => ({
    superAdmin: false,
    permissions: { order: { actions: [...ALL], fields } },
  });

  it('hides what is computed from a hidden field with it, as the server does: a line’s figures and the sums', () => {
    const { schema, ruleOf } = applyFieldRules(orderSchema, hiding({ 'lines.unitPrice': 'hidden' }));
    const items = schema.fields.find((f) => f.name === 'lines')!.itemFields!;
    for (const gone of ['unitPrice', 'amount', 'taxAmount']) expect(names(items)).not.toContain(gone);
    expect(names(items)).toEqual(expect.arrayContaining(['quantity', 'discount', 'taxRate']));
    for (const gone of ['subtotal', 'taxTotal', 'total', 'unpaidAmount']) {
      expect(names(schema.fields)).not.toContain(gone);
      expect(ruleOf(gone)).toBe('hidden');
    }
    expect(ruleOf('lines.amount')).toBe('hidden');
    expect(names(listFields(schema))).not.toContain('total');
    expect(names(filterFields(schema))).not.toContain('total');
    expect(names(schema.fields)).toEqual(expect.arrayContaining(['discountTotal', 'paidTotal']));
  });

  it('leaves derived fields alone under a read-only rule (the server computes them, nobody writes them)', () => {
    const { schema, ruleOf } = applyFieldRules(orderSchema, hiding({ 'lines.unitPrice': 'readonly' }));
    expect(names(schema.fields)).toContain('total');
    expect(ruleOf('total')).toBeUndefined();
  });
});
