import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from '@refinedev/core';
import { GeneratedList } from '../../../../src/engine/screens/GeneratedList';
import { gadgetSchema } from '../../support/testSchemas';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

const resources = [{ name: 'gadget', list: '/gadget', show: '/gadget/show/:id' }];
const gadgets = Array.from({ length: 12 }, (_, i) => ({ _id: `g${i + 1}`, name: `器件${i + 1}`, price: 100 + i, status: 1 }));

vi.setConfig({ testTimeout: 30000 });

/**
 * A total the server estimated (server/src/db/list/list-total.ts) reads 约 N 条 with 精确计数; the
 * button asks for the exact figure (`meta.exactTotal`, sent as `_exact=1`), which then reads 共 N 条.
 */
describe('the list total', () => {
  it('shows an estimate as 约 N 条 and, on 精确计数, asks for and shows the exact figure', async () => {
    const data = memoryDataProvider({ gadget: gadgets });
    const asked: unknown[] = [];
    const provider: DataProvider = {
      ...data.provider,
      getList: async (params) => {
        asked.push(params.meta?.exactTotal);
        const page = await data.provider.getList(params);
        return (params.meta?.exactTotal ? { ...page, total: 1_234_567 } : { ...page, total: 1_230_000, totalEstimated: true }) as never;
      },
    };
    render(
      <TestRefine dataProvider={provider} resources={resources} path="/gadget">
        <GeneratedList schema={gadgetSchema} />
      </TestRefine>,
    );
    expect(await screen.findByText(/约 1,230,000 条/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(asked.every((exact) => exact === undefined)).toBe(true);
    fireEvent.click(screen.getByText('精确计数').closest('button')!);
    expect(await screen.findByText('共 1,234,567 条', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)).toBe(true));
    expect(screen.queryByText('精确计数')).toBeNull();
  });
});
