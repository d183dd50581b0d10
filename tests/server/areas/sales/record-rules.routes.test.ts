import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordRefusal } from '../../../../src/domain/recordRules';
import { orderSchema } from '../../../../src/schemas/order';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { addOrder, line, salesSettings } from '../../helpers/sales-fixtures';

/** The server refuses by the same declaration the client's buttons read, with the same words. */
describe.each(dialects)('order documents’ record rules on %s', (dialect) => {
  let t: TestApp;
  let c: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    c = t.as(await t.login('demo_admin'));
    await salesSettings(t, c);
  });
  afterAll(async () => t?.close());

  const read = async (id: string) => (await c.get('/business/order/findById', { _id: id })).json().data;
  const move = (id: string, status: number) => c.post('/business/order/changeStatus', { _id: id, status });

  it('refuses deleting a 处理中 order with the reason the row’s disabled 删除 shows', async () => {
    const o = await addOrder(c, { type: 0, lines: [line(1, 100)] });
    await move(o._id, 1);
    const reason = recordRefusal(orderSchema.recordRules, 'delete', await read(o._id));
    expect(reason).toMatch(/^订单 SO.*（处理中） 不能删除，只能删除草稿或已取消的订单$/);
    const del = await c.delete('/business/order/delete', { _id: o._id });
    expect(del.json()).toMatchObject({ success: false, code: 10100, message: reason });
  });

  it('refuses editing a finished order (even its remark) with the reason the disabled 编辑 shows', async () => {
    const o = await addOrder(c, { type: 0, lines: [line(1, 100)] });
    await move(o._id, 1);
    await move(o._id, 3);
    const reason = recordRefusal(orderSchema.recordRules, 'edit', await read(o._id));
    expect(reason).toBe('「完成」状态的订单已结束，不能再编辑');
    const upd = await c.put('/business/order/update', { _id: o._id, remark: '改备注' });
    expect(upd.json()).toMatchObject({ success: false, code: 10100, message: reason });
    expect((await read(o._id)).remark ?? null).toBeNull();
  });

  it('keeps a 处理中 order’s remark editable and its lines locked, without advising a move that does not exist', async () => {
    const o = await addOrder(c, { type: 0, lines: [line(1, 100)] });
    await move(o._id, 1);
    expect((await c.put('/business/order/update', { _id: o._id, remark: '加急' })).json().data.remark).toBe('加急');
    const frozen = await c.put('/business/order/update', { _id: o._id, lines: [line(2, 100)] });
    expect(frozen.json()).toMatchObject({ code: 10100, message: '「处理中」状态的订单不能修改明细、客户和日期，只能修改备注' });
  });
});
