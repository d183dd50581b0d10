import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { resolveRenderer } from '../../../../src/engine/renderers/resolveRenderer';
import { setPermissions } from '../../../../src/state/permissions';
import { productSchema } from '../../../../src/schemas/product';
import { customerSchema } from '../../../../src/schemas/customer';
import type { ResourceSchema } from '../../../../src/schemas/types';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

/**
 * A reference whose record the user may not read shows 无权查看, never the id (docs/permissions.md,
 * References): in the input of a form, single or multiple, as on the show page.
 */
const ID = '01a21f8c-2466-7c5e-9a1b-3f0e2d4c5b6a';
const records = { supplier: [{ _id: 'm1', name: '华为' }], customer_tags: [{ _id: 'm1', name: '华为' }] };
/** 产品's 供应商 (one id) and 客户's 客户标签 (several). */
const uses = { supplierId: productSchema, tags: customerSchema } as const satisfies Record<string, ResourceSchema>;

function renderInput(name: keyof typeof uses, value: unknown) {
  const data = memoryDataProvider(records);
  const schema = uses[name];
  const field = schema.fields.find((f) => f.name === name)!;
  const { Input } = resolveRenderer(field, schema);
  render(
    <TestRefine dataProvider={data.provider}>
      <div data-testid="form">
        <Input field={field} schema={schema} value={value} onChange={() => {}} />
      </div>
    </TestRefine>,
  );
  return data.calls;
}

/** No text of the form looks like an id (the one chosen, or any UUID). */
function expectNoId() {
  const text = screen.getByTestId('form').textContent ?? '';
  expect(text).not.toContain(ID);
  expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
}

describe('a reference the user may not read', () => {
  afterEach(() => setPermissions(null));
  /** Rights on 产品 and 客户, none on the targets (供应商, 客户标签). */
  const withoutTarget = () =>
    setPermissions({
      superAdmin: false,
      permissions: { product: { actions: ['list', 'show', 'edit'] }, customer: { actions: ['list', 'show', 'edit'] } },
    });

  it('input: a target the role cannot list shows 无权查看 and reads nothing', async () => {
    withoutTarget();
    const calls = renderInput('supplierId', ID);
    expect(await screen.findByText('无权查看')).toBeInTheDocument();
    expectNoId();
    expect(calls).toEqual([]);
  });

  it('input: several ids of such a target show as 无权查看 each', async () => {
    withoutTarget();
    renderInput('tags', [ID, 'm1']);
    await waitFor(() => expect(screen.getAllByText('无权查看')).toHaveLength(2));
    expectNoId();
    expect(screen.queryByText('m1')).toBeNull();
  });

  it('input: a readable target whose record the read does not bring (another’s, or gone) shows 无权查看', async () => {
    const calls = renderInput('supplierId', ID);
    await waitFor(() => expect(calls.some((c) => c.method === 'getMany')).toBe(true));
    expect(await screen.findByText('无权查看')).toBeInTheDocument();
    expectNoId();
  });

  it('input: a readable record still shows its title', async () => {
    renderInput('tags', ['m1', ID]);
    expect(await screen.findByText('华为')).toBeInTheDocument();
    expect(await screen.findByText('无权查看')).toBeInTheDocument();
    expectNoId();
  });

  it('display: the show page names a record the read did not bring 无权查看 too', async () => {
    const data = memoryDataProvider(records);
    const field = productSchema.fields.find((f) => f.name === 'supplierId')!;
    const { Display } = resolveRenderer(field, productSchema);
    render(
      <TestRefine dataProvider={data.provider}>
        <div data-testid="form">
          <Display field={field} schema={productSchema} value={ID} mode="show" />
        </div>
      </TestRefine>,
    );
    expect(await screen.findByText('无权查看')).toBeInTheDocument();
    expectNoId();
  });
});
