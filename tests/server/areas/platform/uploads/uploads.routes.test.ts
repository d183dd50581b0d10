import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../../helpers/test-app';

/** The smallest valid PNG (1×1 transparent pixel). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082',
  'hex',
);

function multipart(filename: string, type: string, content: Buffer) {
  const boundary = '----ace-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(dialects)('image upload on %s', (dialect) => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    auth = { authorization: `Bearer ${await t.login('demo_staff')}`, projectid: t.ids.mainProjectId };
  });
  afterAll(async () => t?.close());

  const upload = (filename: string, type: string, content: Buffer, headers = auth) => {
    const m = multipart(filename, type, content);
    return t.app.inject({
      method: 'POST',
      url: '/ace-apis/upload/image?resource=product&field=image',
      payload: m.payload,
      headers: { ...headers, ...m.headers },
    });
  };

  it('stores a PNG under the data folder and serves it back with its type', async () => {
    const res = await upload('logo.png', 'image/png', PNG);
    expect(res.statusCode).toBe(200);
    const { url, type } = res.json().data;
    expect(type).toBe('image/png');
    expect(url).toMatch(new RegExp(`^/ace-apis/uploads/${t.ids.tenantId}/[0-9a-f-]{36}\\.png$`));
    const file = path.join(t.config.dataDir, 'uploads', t.ids.tenantId, url.split('/').pop());
    expect(fs.readFileSync(file).equals(PNG)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url }); // img tags send no token
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    // The URL is accepted by image fields.
    const p = await t
      .as(auth.authorization.slice(7))
      .post('/business/product/add', { name: '带图产品', code: 'IMG-1', price: 100, image: url });
    expect(p.json().data.image).toBe(url);
  });

  it('checks the bytes, not the declared type, and refuses SVG', async () => {
    const fake = await upload('evil.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ success: false, message: '只支持 PNG、JPEG、GIF、WebP 格式的图片' });
  });

  it('refuses files over 5 MB and requests without a session', async () => {
    const big = await upload('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('图片不能超过 5 MB');
    const anon = await upload('logo.png', 'image/png', PNG, {});
    expect(anon.statusCode).toBe(401);
    // Media types are case-insensitive: an upload that spells it otherwise meets the same limit, named.
    const m = multipart('big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    const shouted = await t.app.inject({
      method: 'POST',
      url: '/ace-apis/upload/image?resource=product&field=image',
      payload: m.payload,
      headers: { ...auth, 'content-type': m.headers['content-type'].replace('multipart/form-data', 'Multipart/Form-Data') },
    });
    expect(shouted.statusCode).toBe(413);
    expect(shouted.json().message).toBe('图片不能超过 5 MB');
  });

  it('stores an image only for a field the caller may fill: the resource and image field named, the right to add or edit it', async () => {
    const send = (query: string, headers = auth) => {
      const m = multipart('logo.png', 'image/png', PNG);
      return t.app.inject({
        method: 'POST',
        url: `/ace-apis/upload/image${query}`,
        payload: m.payload,
        headers: { ...headers, ...m.headers },
      });
    };
    const before = fs.readdirSync(path.join(t.config.dataDir, 'uploads', t.ids.tenantId)).length;
    const unnamed = await send('');
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toMatch(/资源/);
    const notImage = await send('?resource=product&field=name');
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('产品没有图片字段 name');
    // A role that may only read products: nothing is stored, and the refusal names what is missing.
    const admin = t.as(await t.login('demo_admin'));
    const role = (
      await admin.post('/setting/role/add', { name: '只读产品', permissions: { product: { actions: ['list', 'show'] } } })
    ).json().data.value;
    const user = (
      await admin.post('/setting/org/addUser', {
        username: 'reader01',
        displayName: '只读',
        password: 'Reader@12345',
        roleIds: [role._id],
        projectIds: [t.ids.mainProjectId],
      })
    ).json();
    expect(user.success, JSON.stringify(user)).toBe(true);
    const reader = { authorization: `Bearer ${await t.login('reader01', 'Reader@12345')}`, projectid: t.ids.mainProjectId };
    const refused = await send('?resource=product&field=image', reader);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('没有新建或编辑产品的权限，不能上传图片');
    expect(fs.readdirSync(path.join(t.config.dataDir, 'uploads', t.ids.tenantId)).length).toBe(before);
  });

  it('stores 公司标志 for whoever may edit 设置, and for nobody else', async () => {
    const logo = (headers: Record<string, string>) => {
      const m = multipart('logo.png', 'image/png', PNG);
      return t.app.inject({
        method: 'POST',
        url: '/ace-apis/upload/image?resource=company_info&field=logo',
        payload: m.payload,
        headers: { ...headers, ...m.headers },
      });
    };
    const admin = { authorization: `Bearer ${await t.login('demo_admin')}`, projectid: t.ids.mainProjectId };
    const stored = await logo(admin);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data.url).toMatch(/^\/ace-apis\/uploads\//);
    const before = fs.readdirSync(path.join(t.config.dataDir, 'uploads', t.ids.tenantId)).length;
    // 员工 reads 设置 but may not change it.
    const refused = await logo(auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('没有修改公司信息的权限，不能上传图片');
    expect(fs.readdirSync(path.join(t.config.dataDir, 'uploads', t.ids.tenantId)).length).toBe(before);
  });

  it('takes anyone’s own avatar (个人中心), which their profile then accepts', async () => {
    const m = multipart('me.png', 'image/png', PNG);
    const res = await t.app.inject({
      method: 'POST',
      url: '/ace-apis/upload/image?resource=profile&field=avatar',
      payload: m.payload,
      headers: { ...auth, ...m.headers },
    });
    expect(res.statusCode, res.body).toBe(200);
    const avatar = res.json().data.url as string;
    const saved = await t.app.inject({ method: 'PUT', url: '/ace-apis/setting/profile', headers: auth, payload: { avatar } });
    expect(saved.json()).toMatchObject({ success: true, data: { value: { avatar } } });
  });

  it('serves only names it generated', async () => {
    for (const url of [
      '/ace-apis/uploads/..%2F..%2Fetc/passwd',
      `/ace-apis/uploads/${t.ids.tenantId}/..%2Face.sqlite`,
      `/ace-apis/uploads/${t.ids.tenantId}/00000000-0000-0000-0000-000000000000.png`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe.each(dialects)('staff picker for the owner reference on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('lists the people of the current project to any signed-in user', async () => {
    const api = t.as(await t.login('demo_staff'));
    const list = (await api.get('/business/staff/list', { q: '李' })).json().data;
    expect(list.rows).toEqual([expect.objectContaining({ _id: t.ids.staffUserId, displayName: '李晓明', username: 'demo_staff' })]);
    expect(list.rows[0].password_hash).toBeUndefined();
    expect((await api.get('/business/staff/findById', { _id: t.ids.adminUserId })).json().data.displayName).toBe('王经理');
  });
});
