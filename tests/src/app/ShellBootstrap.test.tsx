import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShellBootstrap } from '../../../src/app/ShellBootstrap';
import type { ShellValue } from '../../../src/app/shellContext';
import { envelope, installFakeAdapter } from '../helpers/fakeAdapter';
import { readStored } from '../../../src/storage/clientStorage';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => fake?.restore());

const MAIN = { _id: 'p-main', name: 'Main', isDefault: true };
const EAST = { _id: 'p-east', name: '华东分公司' };
let companyName = '郑州云帆信息科技有限公司';

function serve(failMenu = false) {
  fake = installFakeAdapter((c) => {
    if (c.url === '/setting/menu/userMenu') return failMenu ? { status: 500, data: null } : { data: envelope({ value: [{ _id: '1', name: 'dashboard', label: '仪表盘', path: '/app/dashboard', type: 'menu' }] }) };
    if (c.url === '/setting/project/listByUser') return { data: envelope({ value: [EAST, MAIN] }) };
    if (c.url === '/setting/getItemByKey') return { data: envelope({ value: { key: 'company_info', value: JSON.stringify({ name: companyName, logo: '/logo.svg' }) } }) };
    return { status: 404, data: null };
  });
}

describe('ShellBootstrap', () => {
  it('shows the loading placeholder, then renders with menu, projects (Main selected) and company_info', async () => {
    serve();
    let shell: ShellValue | undefined;
    render(<ShellBootstrap>{(s) => ((shell = s), <p>{s.company.name}</p>)}</ShellBootstrap>);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('郑州云帆信息科技有限公司')).toBeInTheDocument();
    expect(shell!.menu.map((m) => m.name)).toEqual(['dashboard']);
    expect(shell!.projectId).toBe('p-main');
    // company_info is read for the chosen project.
    const companyCall = fake!.requests.find((r) => r.url === '/setting/getItemByKey')!;
    expect(companyCall.headers.get('projectid')).toBe('p-main');
  });

  it('switches project (stored, company read for it) and refreshes company_info on demand', async () => {
    serve();
    let shell: ShellValue | undefined;
    render(<ShellBootstrap>{(s) => ((shell = s), <p>{`${s.projectId} ${s.company.name}`}</p>)}</ShellBootstrap>);
    await screen.findByText(/p-main/);
    companyName = '华东分公司（上海）';
    act(() => shell!.switchProject('p-east'));
    expect(readStored('currentProject')).toBe('p-east');
    expect(await screen.findByText('p-east 华东分公司（上海）')).toBeInTheDocument();
    expect(fake!.requests.at(-1)!.headers.get('projectid')).toBe('p-east');
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
