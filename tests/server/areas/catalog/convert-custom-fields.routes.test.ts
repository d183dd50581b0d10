import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { anotherTenantAdmin, ok } from '../../helpers/replies';

/**
 * 转为客户 with a tenant's custom fields (docs/requirements.md §10.3): the customer takes the lead's values of the custom
 * fields both have (same name, same type, a value the customer's field accepts); not a field only the
 * lead has, not one of another type, not its number (the customer gets its own), not its files (an
 * upload belongs to one record's field).
 */

const industry = {
  name: 'industry',
  label: '行业',
  type: 'enum',
  options: [
    { value: 'mfg', label: '制造业' },
    { value: 'it', label: '信息技术' },
  ],
};
const docNo = (prefix: string) => ({ name: 'docNo', label: '档案编号', type: 'autoNumber', numberPattern: `${prefix}-{0000}` });
const papers = { name: 'papers', label: '资料', type: 'file', accept: ['.pdf'] };
const PDF = Buffer.from('%PDF-1.4\n% 资料\n');

describe.each(dialects)('converting a potential customer copies custom values on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let token: string;
  let other: Caller; // the admin of another tenant, with no custom fields
  const lead = (c: Caller, name: string, extra: Record<string, unknown> = {}) =>
    c.post('/business/customer_potential/add', { name, type: 1, contactMethod: 0, contactValue: '13800138000', ...extra });
  const convert = async (c: Caller, id: string) => ok(await c.post('/business/customer_potential/convert', { _id: id }));
  const publish = async (name: string, fields: object[]) => {
    ok(await admin.post('/setting/resource/save', { schema: { name, fields } }));
    ok(await admin.post('/setting/resource/publish', { name }));
  };

  /** POST /upload/file for a field of a resource (multipart, one file). */
  async function upload(resource: string, field: string, filename: string, content: Buffer) {
    const boundary = '----ace-convert-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/ace-apis/upload/file?${new URLSearchParams({ resource, field })}`,
      payload,
      headers: {
        authorization: `Bearer ${token}`,
        projectid: t.ids.mainProjectId,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    return ok(res);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login('demo_admin');
    admin = t.as(token);
    other = await anotherTenantAdmin(t);
    await publish('customer_potential', [
      industry,
      { name: 'score', label: '评分', type: 'integer' },
      { name: 'leadNote', label: '线索说明', type: 'text' },
      docNo('XS'),
      papers,
    ]);
    await publish('customer', [industry, { name: 'score', label: '评分', type: 'text' }, docNo('KH'), papers]);
  });
  afterAll(async () => t?.close());

  it('copies the values of the fields both have with the same type, nothing else', async () => {
    const file = await upload('customer_potential', 'papers', '资料.pdf', PDF);
    const made = ok(
      await lead(admin, '洛阳精工机械有限公司', { industry: 'it', score: 5, leadNote: '展会认识', papers: [{ id: file.id }] }),
    );
    expect(made.docNo).toMatch(/^XS-\d{4}$/);
    const { customer, potential } = await convert(admin, made._id);
    for (const c of [customer, ok(await admin.get('/business/customer/findById', { _id: customer._id }))]) {
      expect(c).toMatchObject({ name: '洛阳精工机械有限公司', potentialId: made._id, industry: 'it', score: null, papers: null });
      expect(c.docNo).toMatch(/^KH-\d{4}$/);
      expect(c).not.toHaveProperty('leadNote');
    }
    // The lead keeps what it had, its file included.
    expect(potential).toMatchObject({ status: 1, industry: 'it', score: 5, leadNote: '展会认识', docNo: made.docNo });
    expect(potential.papers).toEqual([expect.objectContaining({ id: file.id })]);
  });

  it('converts a lead with no custom values: the customer has none either', async () => {
    const made = ok(await lead(admin, '洛阳空白有限公司'));
    const { customer } = await convert(admin, made._id);
    expect(customer).toMatchObject({ industry: null, score: null, papers: null });
    expect(customer.docNo).toMatch(/^KH-\d{4}$/);
  });

  it("leaves another tenant's conversions as they were", async () => {
    const made = ok(await lead(other, '洛阳另一家的线索'));
    const { customer } = await convert(other, made._id);
    expect(customer).toMatchObject({ name: '洛阳另一家的线索', potentialId: made._id });
    for (const name of ['industry', 'score', 'docNo', 'papers']) expect(customer).not.toHaveProperty(name);
  });
});
