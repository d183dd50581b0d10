import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { rendererRegistry } from '../../../../src/engine/renderers/registry';
import { resolveRenderer } from '../../../../src/engine/renderers/resolveRenderer';
import { ALL_FIELD_TYPES, TYPE_DEFAULTS } from '../../../../src/schemas/fieldDefaults';
import type { Renderer } from '../../../../src/engine/renderers/types';
import type { FieldSchema } from '../../../../src/schemas/types';
import { gadgetSchema } from '../../support/testSchemas';

describe('renderer registry', () => {
  it('has Input and Display for every type, and a Filter exactly where the type can be filtered', () => {
    for (const type of ALL_FIELD_TYPES) {
      const r = rendererRegistry[type];
      expect(r.Input, type).toBeTypeOf('function');
      expect(r.Display, type).toBeTypeOf('function');
      expect(r.Filter === null, type).toBe(TYPE_DEFAULTS[type].filterKind === 'none');
    }
  });

  it('right-aligns numbers and money', () => {
    expect(['number', 'integer', 'money', 'percent'].every((t) => rendererRegistry[t as 'money'].align === 'right')).toBe(true);
    expect(rendererRegistry.text.align).toBeUndefined();
  });
});

describe('resolveRenderer look-up order', () => {
  const custom: Renderer = { Input: () => <i>custom input</i>, Display: () => <i>custom display</i>, Filter: null };
  const field: FieldSchema = { name: 'code', label: '编码', type: 'text' };

  it('uses the field renderer key from the override map first', () => {
    const r = resolveRenderer({ ...field, renderer: 'stars' }, gadgetSchema, { stars: custom });
    expect(r).toBe(custom);
  });

  it('falls back to the registry entry of the type', () => {
    expect(resolveRenderer(field, gadgetSchema, { stars: custom })).toBe(rendererRegistry.text);
  });

  it('falls back to the type entry for an unknown renderer key, warning once in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const odd = { ...field, name: 'odd', renderer: 'nope' };
    expect(resolveRenderer(odd, gadgetSchema, {})).toBe(rendererRegistry.text);
    expect(resolveRenderer(odd, gadgetSchema, {})).toBe(rendererRegistry.text);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('未知的渲染器 nope（gadget.odd）');
    warn.mockRestore();
    const { Display } = resolveRenderer(odd, gadgetSchema, {});
    render(<Display field={odd} schema={gadgetSchema} value="原样显示" mode="list" />);
    expect(screen.getByText('原样显示')).toBeInTheDocument();
    expect(screen.queryByTestId('unknown-field')).toBeNull();
  });

  it('shows a marker naming an unknown type (a schema from the database) and the resource', () => {
    const odd = { ...field, type: 'colour' } as unknown as FieldSchema;
    const { Input } = resolveRenderer(odd, gadgetSchema);
    render(<Input field={odd} schema={gadgetSchema} />);
    expect(screen.getByTestId('unknown-field')).toHaveTextContent('未知字段 类型 colour（gadget.code）');
  });
});
