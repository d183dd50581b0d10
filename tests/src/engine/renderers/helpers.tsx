import { useState, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { dataProvider } from '../../../../src/providers/dataProvider';
import { vi } from 'vitest';
import type { FieldSchema } from '../../../../src/schemas/types';
import { resolveRenderer } from '../../../../src/engine/renderers/resolveRenderer';
import { gadgetSchema } from '../../support/testSchemas';

/** The gadget test schema's field `name`. */
export const fieldOf = (name: string): FieldSchema => gadgetSchema.fields.find((f) => f.name === name)!;

/** refine around an Input: inputs that call the server (image upload) go through the app's data provider. */
function WithRefine({ children }: { children: ReactNode }) {
  return (
    <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
      {children}
    </Refine>
  );
}

/** Renders a field's Input as a controlled component; `changes` records every onChange value. */
export function renderInput(name: string, initial?: unknown, field = fieldOf(name)) {
  const changes = vi.fn();
  const { Input } = resolveRenderer(field, gadgetSchema);
  function Harness() {
    const [value, setValue] = useState<unknown>(initial);
    return (
      <Input
        field={field}
        schema={gadgetSchema}
        id={`in_${field.name}`}
        value={value}
        onChange={(v) => {
          setValue(v);
          changes(v);
        }}
      />
    );
  }
  return { ...render(<Harness />, { wrapper: WithRefine }), changes };
}

/** Renders a field's Display (of the gadget's field `name`, or of `field`). */
export function renderDisplay(name: string, value: unknown, mode: 'list' | 'show' = 'list', field = fieldOf(name)) {
  const { Display } = resolveRenderer(field, gadgetSchema);
  return render(<Display field={field} schema={gadgetSchema} value={value} mode={mode} />);
}

/** Renders a field's Filter as a controlled component; `changes` records every onChange value. */
export function renderFilter(name: string, initial?: unknown, field = fieldOf(name)) {
  const changes = vi.fn();
  const { Filter } = resolveRenderer(field, gadgetSchema);
  if (!Filter) throw new Error(`${name} has no filter`);
  const F = Filter;
  function Harness() {
    const [value, setValue] = useState<unknown>(initial);
    return (
      <F
        field={field}
        schema={gadgetSchema}
        id={`f_${field.name}`}
        value={value}
        onChange={(v) => {
          setValue(v);
          changes(v);
        }}
      />
    );
  }
  return { ...render(<Harness />), changes };
}
