import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { DataProvider } from '@refinedev/core';
import { RecordHistory } from '../../../../src/engine/screens/RecordHistory';
import { setPermissions } from '../../../../src/state/permissions';
import { productSchema } from '../../../../src/schemas/product';
import type { AuditRow } from '../../../../src/domain/audit/auditEntry';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

const entry = (over: Partial<AuditRow>): AuditRow => ({
  _id: 'e1',
  at: '2026-11-28T06:30:00.000Z',
  userId: 'u1',
  userName: '王经理',
  ip: '10.0.0.8',
  browser: 'Chrome 131',
  os: 'Windows 10/11',
  resource: 'product',
  resourceLabel: '产品',
  recordId: 'p1',
  recordLabel: '办公椅',
  action: 'update',
  actionLabel: '修改',
  changes: [],
  ...over,
});

/** GET /setting/audit/list answered with `rows`; every query recorded. */
function auditProvider(rows: AuditRow[]) {
  const queries: Array<Record<string, unknown>> = [];
  const provider: DataProvider = {
    ...memoryDataProvider({}).provider,
    async custom({ url, query }) {
      queries.push({ url, ...(query as Record<string, unknown>) });
      return { data: { rows, total: rows.length } as never };
    },
  };
  return { provider, queries };
}

describe('RecordHistory (变更记录)', () => {
  afterEach(() => setPermissions(null));

  it('reads the record’s entries and shows each change as the field shows its values, a hidden one as 无权查看', async () => {
    const { provider, queries } = auditProvider([
      entry({
        changes: [
          { field: 'price', label: '售价', from: 12345, to: 15000, fromText: '¥123.45', toText: '¥150.00' },
          { field: 'cost', label: '成本价', from: null, to: null, fromText: '', toText: '', masked: true },
          { field: 'unit', label: '单位', from: '', to: '张', fromText: '', toText: '张' },
        ],
      }),
      entry({ _id: 'e0', action: 'create', actionLabel: '新建', at: '2026-11-27T01:00:00.000Z' }),
    ]);
    render(
      <TestRefine dataProvider={provider} resources={[{ name: 'product' }]} path="/product/show/p1">
        <RecordHistory schema={productSchema} id="p1" />
      </TestRefine>,
    );
    const history = await screen.findByTestId('record-history');
    const price = (await within(history).findByText('售价')).closest('tr')!;
    expect(price.textContent).toContain('¥123.45');
    expect(price.textContent).toContain('¥150.00');
    expect(within(history).getByText('成本价').closest('tr')!.textContent).toContain('无权查看');
    expect(within(history).getByText('单位').closest('tr')!.textContent).toContain('（空）');
    expect(within(history).getByText('新建')).toBeInTheDocument();
    expect(within(history).getAllByText('王经理')).toHaveLength(2);
    expect(queries[0]).toMatchObject({ url: '/setting/audit/list', resource: 'product', recordId: 'p1', pageNo: 1 });
  });

  it('says so when there is nothing yet', async () => {
    const { provider } = auditProvider([]);
    render(
      <TestRefine dataProvider={provider} resources={[{ name: 'product' }]} path="/product/show/p1">
        <RecordHistory schema={productSchema} id="p1" />
      </TestRefine>,
    );
    expect(await screen.findByText('还没有变更记录')).toBeInTheDocument();
  });
});
