import { afterEach, describe, expect, it } from 'vitest';
import { twoProcesses } from '../helpers/two-processes';
import { openLiveStream, type LiveStream } from '../helpers/live-stream';

/**
 * 实时列表 across server processes (docs/decisions.md「实时列表」): two servers over one PostgreSQL, as
 * behind a proxy. A list open on one hears, within 2 s, a change written through the other (the change
 * bus carries it), and what it may not see stays untold there too.
 */
describe.runIf(!!process.env.DATABASE_URL)('live changes with two server processes on one PostgreSQL', () => {
  const suite = twoProcesses();
  const streams: LiveStream[] = [];
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });

  it('a customer added through one process is told on a stream of the other within 2 s', async () => {
    const admin = await suite.login(0, 'demo_admin');
    const stream = await openLiveStream(suite.base[0], admin, suite.t.ids.mainProjectId);
    streams.push(stream);
    await stream.next((e) => e.event === 'ready');
    const staff = await suite.login(1, 'demo_staff');
    const added = await suite.call(1, 'POST', '/business/customer/add', staff, {
      name: '另一进程的客户',
      type: 1,
      contactMethod: 0,
      contactValue: '13800138000',
    });
    expect(added.status).toBe(200);
    const id = added.body.data._id as string;
    const heard = await stream.next((e) => e.event === 'change' && e.data.ids?.includes(id), 2_000);
    expect(heard.data).toEqual({ resource: 'customer', kind: 'change', ids: [id] });
  });

  it('a change of another project written through the other process is not told', async () => {
    const admin = await suite.login(0, 'demo_admin');
    const stream = await openLiveStream(suite.base[0], admin, suite.t.ids.mainProjectId);
    streams.push(stream);
    await stream.next((e) => e.event === 'ready');
    const other = await fetch(`${suite.base[1]}/ace-apis/business/customer/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, projectid: suite.t.ids.secondProjectId, 'content-type': 'application/json' },
      body: JSON.stringify({ name: '第二项目的客户', type: 1, contactMethod: 0, contactValue: '13800138000' }),
    });
    const elsewhere = ((await other.json()) as { data: { _id: string } }).data._id;
    // Told in commit order through the same bus: once this one is heard, the other would have been.
    const here = (
      await suite.call(1, 'POST', '/business/customer/add', admin, {
        name: '本项目客户',
        type: 1,
        contactMethod: 0,
        contactValue: '13800138000',
      })
    ).body.data._id as string;
    await stream.next((e) => e.event === 'change' && e.data.ids?.includes(here), 2_000);
    expect(JSON.stringify(stream.events)).not.toContain(elsewhere);
  });
});
