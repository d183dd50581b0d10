import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resolveRenderer } from '../../../../src/engine/renderers/resolveRenderer';
import { ReferenceLabels } from '../../../../src/engine/renderers/reference/ReferenceLabels';
import { gadgetSchema } from '../../support/testSchemas';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';
import { fieldOf } from './helpers';

const makers = [
  { _id: 'm1', name: '华为' },
  { _id: 'm2', name: '小米' },
  { _id: 'm3', name: '联想' },
];

function setup(ui: (onChange: (v: unknown) => void) => React.ReactNode) {
  const data = memoryDataProvider({ maker: makers });
  const changes = vi.fn();
  render(<TestRefine dataProvider={data.provider}>{ui(changes)}</TestRefine>);
  return { changes, calls: data.calls };
}

function Controlled({
  name,
  initial,
  onChange,
  filter,
}: {
  name: string;
  initial: unknown;
  onChange: (v: unknown) => void;
  filter?: boolean;
}) {
  const field = fieldOf(name);
  const r = resolveRenderer(field, gadgetSchema);
  const [value, setValue] = useState(initial);
  const C = filter ? r.Filter! : r.Input;
  return (
    <C
      field={field}
      schema={gadgetSchema}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('reference renderer', () => {
  it('input: shows the chosen record label, searches the target with q, emits the id', async () => {
    const { changes, calls } = setup((onChange) => <Controlled name="maker" initial="m2" onChange={onChange} />);
    expect(await screen.findByText('小米')).toBeInTheDocument();
    const input = document.querySelector('.ant-select-selection-search-input')!;
    fireEvent.mouseDown(document.querySelector('.ant-select-selector')!);
    fireEvent.change(input, { target: { value: '联' } });
    await waitFor(() => expect(calls.some((c) => c.method === 'getList' && JSON.stringify(c.params.filters).includes('"q"'))).toBe(true));
    fireEvent.click(await screen.findByTitle('联想'));
    expect(changes).toHaveBeenLastCalledWith('m3');
  });

  it('display: one getMany per target for a whole table, shown as labels', async () => {
    const rows = [
      { maker: 'm1', tags: ['m2', 'm3'] },
      { maker: 'm2', tags: [] },
    ];
    const maker = fieldOf('maker');
    const tags = fieldOf('tags');
    const { calls } = setup(() => (
      <ReferenceLabels fields={gadgetSchema.fields} rows={rows}>
        {rows.map((row, i) => {
          const M = resolveRenderer(maker, gadgetSchema).Display;
          const T = resolveRenderer(tags, gadgetSchema).Display;
          return (
            <div key={i} data-testid={`row${i}`}>
              <M field={maker} schema={gadgetSchema} value={row.maker} mode="list" />
              <T field={tags} schema={gadgetSchema} value={row.tags} mode="list" />
            </div>
          );
        })}
      </ReferenceLabels>
    ));
    await waitFor(() => expect(screen.getByTestId('row0')).toHaveTextContent('华为小米联想'));
    expect(screen.getByTestId('row1')).toHaveTextContent('小米');
    expect(calls.filter((c) => c.method === 'getMany')).toEqual([
      { method: 'getMany', resource: 'maker', params: { ids: ['m1', 'm2', 'm3'] } },
    ]);
  });

  it('display without a ReferenceLabels above reads its own labels', async () => {
    const field = fieldOf('maker');
    const D = resolveRenderer(field, gadgetSchema).Display;
    setup(() => <D field={field} schema={gadgetSchema} value="m3" mode="show" />);
    expect(await screen.findByText('联想')).toBeInTheDocument();
  });

  it('filter: emits the chosen ids as a list', async () => {
    const field = fieldOf('maker');
    const D = resolveRenderer(field, gadgetSchema).Display;
    const { changes, calls } = setup((onChange) => (
      <>
        <Controlled name="maker" initial={undefined} onChange={onChange} filter />
        <D field={field} schema={gadgetSchema} value="m3" mode="show" />
      </>
    ));
    // Options are read on first open, not when the filter bar mounts. A later marker instead of a pause:
    // a reference beside it reads its label on mount; once that shows, a read on mount would have been asked.
    expect(await screen.findByText('联想')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'getMany')).toBe(true);
    expect(calls.filter((c) => c.method === 'getList')).toHaveLength(0);
    fireEvent.mouseDown(document.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('华为'));
    expect(changes).toHaveBeenLastCalledWith(['m1']);
  });
});

describe('references renderer', () => {
  it('input: a multiple select emitting the list of ids', async () => {
    const { changes } = setup((onChange) => <Controlled name="tags" initial={['m1']} onChange={onChange} />);
    expect(await screen.findByText('华为')).toBeInTheDocument();
    fireEvent.mouseDown(document.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('小米'));
    expect(changes).toHaveBeenLastCalledWith(['m1', 'm2']);
  });

  it('filter: emits the chosen ids', async () => {
    const { changes } = setup((onChange) => <Controlled name="tags" initial={undefined} onChange={onChange} filter />);
    fireEvent.mouseDown(document.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('联想'));
    expect(changes).toHaveBeenLastCalledWith(['m3']);
  });
});
