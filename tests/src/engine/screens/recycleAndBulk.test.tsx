import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from '@refinedev/core';
import { RecycleBinButton } from '../../../../src/engine/screens/RecycleBin';
import { BulkEditDialog, bulkEditableFields } from '../../../../src/engine/screens/BulkEditDialog';
import { productSchema } from '../../../../src/schemas/product';
import { customerSchema } from '../../../../src/schemas/customer';
import { setPermissions } from '../../../../src/state/permissions';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

/** The custom calls answered as the server would; each recorded. */
function provider(answers: Record<string, unknown>) {
  const calls: Array<{ url: string; method: string; payload?: unknown; query?: unknown }> = [];
  const p: DataProvider = {
    ...memoryDataProvider({}).provider,
    async custom({ url, method, payload, query }) {
      calls.push({ url, method, payload, query });
      return { data: answers[url] as never };
    },
  };
  return { p, calls };
}

describe('回收站', { timeout: 30_000 }, () => {
  afterEach(() => setPermissions(null));

  it('lists what was deleted, when and by whom, and 恢复 brings the chosen record back', async () => {
    const { p, calls } = provider({
      '/business/customer/recycle': {
        rows: [{ _id: 'c1', name: '删掉的客户', deletedAt: '2026-11-28T06:30:00.000Z', deletedBy: 'u1', deletedByName: '王经理' }],
        total: 1,
        keptDays: 30,
      },
      '/business/customer/restore': { count: 1 },
    });
    render(
      <TestRefine dataProvider={p} resources={[{ name: 'customer' }]}>
        <RecycleBinButton schema={customerSchema} />
      </TestRefine>,
    );
    await userEvent.click(screen.getByRole('button', { name: /回收站/ }));
    const bin = await screen.findByTestId('recycle-bin');
    expect(await within(bin).findByText('删掉的客户')).toBeInTheDocument();
    expect(within(bin).getByText('王经理')).toBeInTheDocument();
    expect(within(bin).getByText(/保留 30 天/)).toBeInTheDocument();
    await userEvent.click(within(bin).getByRole('button', { name: '恢复删掉的客户' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/business/customer/restore')).toBe(true));
    expect(calls.find((c) => c.url === '/business/customer/restore')).toMatchObject({ method: 'post', payload: { _ids: ['c1'] } });
  });
});

describe('批量修改', { timeout: 30_000 }, () => {
  it('offers the fields one value fits, not rows, uploads, server-set or read-only ones', () => {
    const names = bulkEditableFields(productSchema, new Set(['cost'])).map((f) => f.name);
    expect(names).toEqual(expect.arrayContaining(['price', 'status', 'unit']));
    expect(names).not.toContain('image');
    expect(names).not.toContain('cost');
  });

  it('sends the chosen field and value for every selected record', async () => {
    const { p, calls } = provider({ '/business/product/bulkUpdate': { count: 2 } });
    let done = false;
    render(
      <TestRefine dataProvider={p} resources={[{ name: 'product' }]}>
        <BulkEditDialog
          schema={productSchema}
          locked={new Set()}
          ids={['p1', 'p2']}
          open
          onClose={() => undefined}
          onDone={() => (done = true)}
        />
      </TestRefine>,
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '要修改的字段' }));
    await userEvent.click(await screen.findByTitle('库存'));
    await userEvent.type(await within(dialog).findByRole('spinbutton', { name: '新的库存' }), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: /修\s*改/ }));
    await waitFor(() => expect(done).toBe(true));
    expect(calls.find((c) => c.url === '/business/product/bulkUpdate')).toMatchObject({
      method: 'put',
      payload: { _ids: ['p1', 'p2'], values: { stock: 12 } },
    });
  });
});
