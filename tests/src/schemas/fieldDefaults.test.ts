import { describe, expect, it } from 'vitest';
import { ALL_FIELD_TYPES, fieldPrecision, fieldVisibility, filterKind, isFieldType } from '../../../src/schemas/fieldDefaults';
import { FIELD_TYPES } from '../../../src/schemas/types';

describe('field defaults', () => {
  it('covers exactly the declared field types', () => {
    expect([...ALL_FIELD_TYPES].sort()).toEqual([...FIELD_TYPES].sort());
    expect(isFieldType('money')).toBe(true);
    expect(isFieldType('toString')).toBe(false);
  });

  it('keeps long and structured fields out of the list unless asked', () => {
    expect(fieldVisibility({ name: 'n', label: 'n', type: 'textarea' })).toEqual({ list: false, form: true, show: true });
    expect(fieldVisibility({ name: 'n', label: 'n', type: 'lineItems', visible: { list: true } }).list).toBe(true);
    expect(fieldVisibility({ name: 'n', label: 'n', type: 'text' }).list).toBe(true);
  });

  it('never puts read-only fields in forms', () => {
    expect(fieldVisibility({ name: 'n', label: 'n', type: 'money', readOnly: true, visible: { form: true } }).form).toBe(false);
  });

  it('gives each type its filter kind and precision', () => {
    expect(filterKind({ name: 'n', label: 'n', type: 'enum' })).toBe('equality');
    expect(filterKind({ name: 'n', label: 'n', type: 'datetime' })).toBe('range');
    expect(filterKind({ name: 'n', label: 'n', type: 'phone' })).toBe('text');
    expect(filterKind({ name: 'n', label: 'n', type: 'image' })).toBe('none');
    expect(fieldPrecision({ name: 'n', label: 'n', type: 'integer' })).toBe(0);
    expect(fieldPrecision({ name: 'n', label: 'n', type: 'money' })).toBe(2);
    expect(fieldPrecision({ name: 'n', label: 'n', type: 'number', precision: 3 })).toBe(3);
  });
});
