import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellBootstrap } from '../../../src/shell/ShellBootstrap';
import type { ShellValue } from '../../../src/state/shellContext';
import { envelope, installFakeAdapter } from '../helpers/fakeAdapter';
import { BOOT_PART, composeBoot } from '../helpers/fakeBoot';
import { readStored } from '../../../src/storage/clientStorage';
import { recall, remember } from '../../../src/state/screenMemory';
import { http, type Adapter, type SentRequest } from '../../../src/http/httpClient';
import { DEFAULT_COMPANY_INFO, readSettings } from '../../../src/state/settings';
import { readPermissions, setPermissions } from '../../../src/state/permissions';
import { schemaOf, servedSchemas, setPublishedSchemas } from '../../../src/state/servedSchemas';
import { resourceSchemas } from '../../../src/schemas';
import { addedSchema } from '../support/addedSchemas';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => fake?.restore());

const MAIN = { _id: 'p-main', name: 'Main', isDefault: true };
const EAST = { _id: 'p-east', name: '华东分公司' };
let companyName = '郑州云帆信息科技有限公司';
const settingsOf = (projectId: string) => [
  { key: 'company_info', value: JSON.stringify({ name: companyName, logo: '/logo.svg' }) },
  { key: 'orderPrefix', value: projectId === 'p-main' ? 'SO' : 'HD' },
  { key: 'emptyOne', value: '' },
];

function serve(failMenu = false) {
  fake = installFakeAdapter((c) => {
    if (c.url === '/setting/menu/userMenu')
      return failMenu
        ? { status: 500, data: null }
        : { data: envelope({ value: [{ _id: '1', name: 'dashboard', label: '仪表盘', path: '/app/dashboard', type: 'menu' }] }) };
    if (c.url === '/setting/project/listByUser') return { data: envelope({ value: [EAST, MAIN] }) };
    // The tenant has published no designs.
    if (c.url === '/setting/resource/published') return { data: envelope({ value: [] }) };
    if (c.url === '/setting/getItemByKey')
      return { data: envelope({ value: { key: 'company_info', value: JSON.stringify({ name: companyName, logo: '/logo.svg' }) } }) };
    if (c.url === '/setting/list') return { data: envelope({ value: { rows: settingsOf(c.headers.projectid), total: 3 } }) };
    return { status: 404, data: null };
  });
}

describe('ShellBootstrap', () => {
  it('shows the loading placeholder, then renders with menu, projects (Main selected) and company_info', async () => {
    serve();
    let shell: ShellValue | undefined;
    render(<ShellBootstrap>{(s) => ((shell = s), (<p>{s.company.name}</p>))}</ShellBootstrap>);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('郑州云帆信息科技有限公司')).toBeInTheDocument();
    expect(shell!.menu.map((m) => m.name)).toEqual(['dashboard']);
    expect(shell!.projectId).toBe('p-main');
    // company_info is read for the chosen project.
    const companyCall = fake!.requests.find((r) => r.url === '/setting/getItemByKey')!;
    expect(companyCall.headers.projectid).toBe('p-main');
  });

  it('reads menu, projects, rights, added resources, settings and company_info in one round trip (docs/requirements.md §10.5)', async () => {
    serve();
    render(<ShellBootstrap>{(s) => <p>{s.company.name}</p>}</ShellBootstrap>);
    await screen.findByText('郑州云帆信息科技有限公司');
    const sent = fake!.requests.filter((r) => !(BOOT_PART in r)).map((r) => r.url);
    expect(sent).toEqual(['/setting/boot']);
  });

  it('hands the menu to onBoot in the render that first shows the shell (App opens /app’s first screen with it)', async () => {
    serve();
    const seen: string[] = [];
    const menus: string[][] = [];
    const onBoot = vi.fn((menu: { name: string }[]) => {
      seen.push('onBoot');
      menus.push(menu.map((m) => m.name));
    });
    render(<ShellBootstrap onBoot={onBoot}>{(s) => (seen.push(`render ${s.menu.length}`), (<p>{s.company.name}</p>))}</ShellBootstrap>);
    await screen.findByText('郑州云帆信息科技有限公司');
    expect(onBoot).toHaveBeenCalledTimes(1);
    expect(menus).toEqual([['dashboard']]);
    // Before the shell's first render, not after it.
    expect(seen[0]).toBe('onBoot');
  });

  it('switches project (stored, company read for it) and refreshes company_info on demand', async () => {
    serve();
    let shell: ShellValue | undefined;
    render(<ShellBootstrap>{(s) => ((shell = s), (<p>{`${s.projectId} ${s.company.name}`}</p>))}</ShellBootstrap>);
    await screen.findByText(/p-main/);
    companyName = '华东分公司（上海）';
    // What the open screens held is of the project left: rows ticked are its records.
    remember('/app/order', 'selected', ['o1', 'o2']);
    act(() => shell!.switchProject('p-east'));
    expect(recall('/app/order', 'selected')).toBeUndefined();
    expect(readStored('currentProject')).toBe('p-east');
    expect(await screen.findByText('p-east 华东分公司（上海）')).toBeInTheDocument();
    expect(fake!.requests.at(-1)!.headers.projectid).toBe('p-east');
    companyName = '新名字';
    await act(() => shell!.refreshCompany());
    expect(screen.getByText('p-east 新名字')).toBeInTheDocument();
  });

  it('offers a retry when the menu cannot be read', async () => {
    serve(true);
    render(<ShellBootstrap>{() => <p>主界面</p>}</ShellBootstrap>);
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    fake!.restore();
    serve();
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('主界面')).toBeInTheDocument();
  });
});

/**
 * A server whose company_info replies wait until the test releases them, so a test can make the
 * reply of a project the user already left arrive last. Main has a company_info; 华东 has none.
 */
function slowCompanyServer() {
  const original = http.defaults.adapter;
  const held: Array<{ project: string; release: () => void }> = [];
  let holding = false;
  const body = (c: SentRequest) => {
    const project = c.headers.projectid;
    if (c.url === '/setting/menu/userMenu') return envelope({ value: [] });
    if (c.url === '/setting/project/listByUser') return envelope({ value: [EAST, MAIN] });
    if (c.url === '/setting/resource/published') return envelope({ value: [] });
    if (c.url === '/setting/getItemByKey')
      return envelope({ value: project === 'p-main' ? { key: 'company_info', value: JSON.stringify({ name: '郑州总部' }) } : null });
    if (c.url === '/setting/list')
      return envelope({ value: { rows: project === 'p-main' ? [{ key: 'orderPrefix', value: 'SO' }] : [], total: 1 } });
    return envelope(null);
  };
  const adapter: Adapter = async (config) => {
    if (config.url === '/setting/boot') {
      const { status, data } = await composeBoot(config, async (part) => ({ status: 200, data: body(part) }));
      return { status, data, statusText: '', headers: {}, config };
    }
    if (holding && config.url === '/setting/getItemByKey') {
      await new Promise<void>((release) => held.push({ project: config.headers.projectid, release }));
    }
    return { status: 200, data: body(config), statusText: '', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return {
    hold: () => void (holding = true),
    release: async (project: string) => {
      await waitFor(() => expect(held.some((h) => h.project === project)).toBe(true));
      const i = held.findIndex((h) => h.project === project);
      held.splice(i, 1)[0].release();
      await act(async () => new Promise((r) => setTimeout(r, 10)));
    },
    restore: () => void (http.defaults.adapter = original),
  };
}

describe('ShellBootstrap: settings and company of the current project', () => {
  it('fills the settings cache with the truthy settings of the chosen project (docs/requirements.md §4)', async () => {
    companyName = '郑州云帆信息科技有限公司';
    serve();
    render(<ShellBootstrap>{(s) => <p>{s.company.name}</p>}</ShellBootstrap>);
    await screen.findByText('郑州云帆信息科技有限公司');
    await waitFor(() =>
      expect(readStored('settings')).toMatchObject({ orderPrefix: 'SO', company_info: { name: '郑州云帆信息科技有限公司' } }),
    );
    expect('emptyOne' in readStored('settings')!).toBe(false);
    const listCall = fake!.requests.find((r) => r.url === '/setting/list')!;
    expect(listCall.headers.projectid).toBe('p-main');
  });

  it("switching project refills the cache for the new project, without the old project's values", async () => {
    serve();
    let shell: ShellValue | undefined;
    render(<ShellBootstrap>{(s) => ((shell = s), (<p>{s.projectId}</p>))}</ShellBootstrap>);
    await screen.findByText('p-main');
    await waitFor(() => expect(readStored('settings')?.orderPrefix).toBe('SO'));
    act(() => shell!.switchProject('p-east'));
    await waitFor(() => expect(readStored('settings')?.orderPrefix).toBe('HD'));
  });

  it('a project without company_info shows the default company, not the one of the project before', async () => {
    const server = slowCompanyServer();
    try {
      let shell: ShellValue | undefined;
      render(<ShellBootstrap>{(s) => ((shell = s), (<p data-testid="head">{`${s.projectId} ${s.company.name}`}</p>))}</ShellBootstrap>);
      expect(await screen.findByText('p-main 郑州总部')).toBeInTheDocument();
      act(() => shell!.switchProject('p-east'));
      expect(await screen.findByText(`p-east ${DEFAULT_COMPANY_INFO.name}`)).toBeInTheDocument();
      // Neither the company before nor a copy of the default is kept: the default is read in the shown language.
      await waitFor(() => expect(readStored('settings')?.company_info).toBeUndefined());
      expect(readSettings().company_info).toBe(DEFAULT_COMPANY_INFO);
      expect(readStored('settings')?.orderPrefix).toBeUndefined();
    } finally {
      server.restore();
    }
  });

  it('switching quickly: the late reply of the project left behind is ignored', async () => {
    const server = slowCompanyServer();
    try {
      let shell: ShellValue | undefined;
      render(<ShellBootstrap>{(s) => ((shell = s), (<p data-testid="head">{`${s.projectId} ${s.company.name}`}</p>))}</ShellBootstrap>);
      await screen.findByText('p-main 郑州总部');
      server.hold();
      act(() => shell!.switchProject('p-east'));
      act(() => shell!.switchProject('p-main'));
      await server.release('p-main');
      expect(screen.getByTestId('head')).toHaveTextContent('p-main 郑州总部');
      // 华东's reply (no company_info) comes last: it must not replace Main's company.
      await server.release('p-east');
      expect(screen.getByTestId('head')).toHaveTextContent('p-main 郑州总部');
      expect(readStored('settings')?.company_info).toEqual({ name: '郑州总部' });
    } finally {
      server.restore();
    }
  });
});

describe('ShellBootstrap: the user’s permissions (docs/requirements.md §10.2)', () => {
  afterEach(() => setPermissions(null));

  it('reads them with the menu, and again when the menu is refreshed (a role changed)', async () => {
    let actions = ['list'];
    fake = installFakeAdapter((c) => {
      if (c.url === '/setting/role/mine')
        return { data: envelope({ value: { superAdmin: false, permissions: { customer: { actions } } } }) };
      if (c.url === '/setting/menu/userMenu') return { data: envelope({ value: [] }) };
      if (c.url === '/setting/project/listByUser') return { data: envelope({ value: [MAIN] }) };
      if (c.url === '/setting/list') return { data: envelope({ value: { rows: [], total: 0 } }) };
      if (c.url === '/setting/resource/published') return { data: envelope({ value: [] }) };
      return { data: envelope({ value: null }) };
    });
    let shell: ShellValue | undefined;
    render(<ShellBootstrap>{(s) => ((shell = s), (<p>主界面</p>))}</ShellBootstrap>);
    await screen.findByText('主界面');
    expect(readPermissions()?.permissions.customer.actions).toEqual(['list']);
    actions = ['list', 'delete'];
    await act(() => shell!.refreshMenu());
    expect(readPermissions()?.permissions.customer.actions).toEqual(['list', 'delete']);
  });

  it('opens without them when they cannot be read: the menu and the server still decide', async () => {
    // Rights of an earlier session never carry over.
    setPermissions({ superAdmin: true, permissions: {} });
    serve();
    render(<ShellBootstrap>{() => <p>主界面</p>}</ShellBootstrap>);
    expect(await screen.findByText('主界面')).toBeInTheDocument();
    expect(readPermissions()).toBeNull();
  });
});

describe('ShellBootstrap: the tenant’s added resources (docs/requirements.md §10.3)', () => {
  afterEach(() => {
    setPublishedSchemas([]);
    vi.restoreAllMocks();
  });

  /** The shell's calls; `published` answers /setting/resource/published (a status for a failure). */
  function serveWith(published: () => unknown[] | number) {
    fake = installFakeAdapter((c) => {
      if (c.url === '/setting/resource/published') {
        const value = published();
        return typeof value === 'number' ? { status: value, data: null } : { data: envelope({ value }) };
      }
      if (c.url === '/setting/menu/userMenu') return { data: envelope({ value: [] }) };
      if (c.url === '/setting/project/listByUser') return { data: envelope({ value: [MAIN] }) };
      if (c.url === '/setting/list') return { data: envelope({ value: { rows: [], total: 0 } }) };
      return { data: envelope({ value: null }) };
    });
  }

  it('reads them with the menu, before the layout renders, and again when the menu is refreshed', async () => {
    let published = [addedSchema('vehicle')];
    serveWith(() => published);
    let shell: ShellValue | undefined;
    const seenAtRender: string[] = [];
    render(
      <ShellBootstrap>{(s) => ((shell = s), seenAtRender.push(...servedSchemas().map((x) => x.name)), (<p>主界面</p>))}</ShellBootstrap>,
    );
    await screen.findByText('主界面');
    expect(seenAtRender).toContain('vehicle');
    // Asked together with the menu, not after it.
    const urls = fake!.requests.map((r) => r.url);
    expect(urls.indexOf('/setting/resource/published')).toBeLessThan(urls.indexOf('/setting/getItemByKey'));
    // An admin publishes another one: a refresh of the menu serves it without reloading the page.
    published = [addedSchema('vehicle'), addedSchema('driver', { parent: 'setting' })];
    await act(() => shell!.refreshMenu());
    expect(schemaOf('driver')?.apiBase).toBe('/business/custom/driver');
  });

  it('opens with the built-ins when they cannot be read, dropping those of an earlier session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setPublishedSchemas([addedSchema('vehicle')]);
    serveWith(() => 500);
    render(<ShellBootstrap>{() => <p>主界面</p>}</ShellBootstrap>);
    expect(await screen.findByText('主界面')).toBeInTheDocument();
    expect(servedSchemas()).toEqual(resourceSchemas);
    expect(warn).toHaveBeenCalled();
  });
});
