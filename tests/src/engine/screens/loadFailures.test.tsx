import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from '@refinedev/core';
import { GeneratedEdit } from '../../../../src/engine/screens/GeneratedEdit';
import { GeneratedList } from '../../../../src/engine/screens/GeneratedList';
import { GeneratedShow } from '../../../../src/engine/screens/GeneratedShow';
import { gadgetSchema } from '../../support/testSchemas';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

vi.setConfig({ testTimeout: 30000 });

const resources = [
  { name: 'gadget', list: '/gadget', create: '/gadget/create', edit: '/gadget/edit/:id', show: '/gadget/show/:id' },
  { name: 'maker', list: '/maker' },
];
const seed = { gadget: [{ _id: 'g1', name: '器件1', price: 100, status: 0, maker: 'm1' }], maker: [{ _id: 'm1', name: '华为' }] };

/** An error as the HTTP client rejects with (refine's HttpError shape). */
const httpError = (statusCode: number, message: string) => Object.assign(new Error(message), { statusCode });
/** Failures by status; 0 is a call that got no answer at all. */
const FAILURES: Array<[number, string]> = [
  [403, '权限不足'],
  [404, '请求的资源不存在'],
  [500, '服务器内部错误'],
  [0, '无法连接到服务器，请联系账号管理员'],
];

/** The memory provider, with `method` failing `times` times (then answering normally). */
function failing(method: 'getList' | 'getOne', error: Error, times = Infinity) {
  const data = memoryDataProvider(seed);
  let left = times;
  const original = data.provider[method] as (...args: unknown[]) => Promise<unknown>;
  const provider = {
    ...data.provider,
    [method]: async (...args: unknown[]) => {
      if (left-- > 0) {
        data.calls.push({ method, resource: 'gadget', params: {} });
        throw error;
      }
      return original(...args);
    },
  } as DataProvider;
  return { provider, calls: data.calls };
}

const text = (el: Element | null) => el?.textContent?.replace(/\s/g, '');
const buttonNamed = (name: string) => [...document.querySelectorAll('button')].find((b) => text(b) === name);

describe('a screen whose data cannot be read shows why (403 / 404 / 500)', () => {
  describe.each([
    ['GeneratedShow', GeneratedShow, '/gadget/show/g1', '/gadget/show/:id'],
    ['GeneratedEdit', GeneratedEdit, '/gadget/edit/g1', '/gadget/edit/:id'],
  ] as const)('%s', (_name, Screen, path, route) => {
    const renderWith = (provider: DataProvider) =>
      render(
        <TestRefine dataProvider={provider} resources={resources} path={path} route={route}>
          <Screen schema={gadgetSchema} />
        </TestRefine>,
      );

    it('a 403 from the server shows the 403 result page, not 不存在', async () => {
      renderWith(failing('getOne', httpError(403, '权限不足')).provider);
      expect(await screen.findByText('抱歉，您没有权限访问此页面。')).toBeInTheDocument();
      expect(text(document.querySelector('.ant-result-title'))).toBe('403');
      expect(document.querySelector('.ant-result-403')).not.toBeNull();
      expect(screen.queryByText('器件不存在或已删除')).toBeNull();
    });

    it('a 404 says the record does not exist, with 返回列表', async () => {
      renderWith(failing('getOne', httpError(404, '请求的资源不存在')).provider);
      expect(await screen.findByText('器件不存在或已删除')).toBeInTheDocument();
      expect(document.querySelector('.ant-result-404')).not.toBeNull();
      expect(screen.getByText('请求的资源不存在')).toBeInTheDocument();
      expect(buttonNamed('返回列表')).toBeDefined();
    });

    it.each(FAILURES.filter(([s]) => s !== 403 && s !== 404))(
      'status %i shows the 500 page with its message and a retry that reads again',
      async (status, message) => {
        const { provider, calls } = failing('getOne', httpError(status, message), 1);
        renderWith(provider);
        expect(await screen.findByText('加载失败')).toBeInTheDocument();
        expect(document.querySelector('.ant-result-500')).not.toBeNull();
        expect(screen.getByText(message)).toBeInTheDocument();
        expect(screen.queryByText('器件不存在或已删除')).toBeNull();
        fireEvent.click(buttonNamed('重试')!);
        await waitFor(() => expect(screen.queryByText('加载失败')).toBeNull());
        // The show page reads once more; the edit form, mounted now, may read its record again too.
        expect(calls.filter((c) => c.method === 'getOne').length).toBeGreaterThanOrEqual(2);
      },
    );
  });

  it('the edit screen reads its record once: watching the load adds no call', async () => {
    const data = memoryDataProvider(seed);
    render(
      <TestRefine dataProvider={data.provider} resources={resources} path="/gadget/edit/g1" route="/gadget/edit/:id">
        <GeneratedEdit schema={gadgetSchema} />
      </TestRefine>,
    );
    await waitFor(() => expect((document.querySelector('input#name') as HTMLInputElement | null)?.value).toBe('器件1'));
    expect(data.calls.filter((c) => c.method === 'getOne')).toHaveLength(1);
  });

  describe('GeneratedList', () => {
    const renderList = (provider: DataProvider) =>
      render(
        <TestRefine dataProvider={provider} resources={resources} path="/gadget">
          <GeneratedList schema={gadgetSchema} />
        </TestRefine>,
      );

    it.each([
      [401, '账号已在其他地方登录，请重新登录'],
      [500, '服务器内部错误'],
    ])('a failed read (%i) is not an empty list: no 暂无器件, no 新建器件 under the error', async (status, message) => {
      renderList(failing('getList', httpError(status, message)).provider);
      expect(await screen.findByText('器件列表加载失败')).toBeInTheDocument();
      expect(screen.queryByText('暂无器件')).toBeNull();
      expect(screen.queryByText('新建器件')).toBeNull();
    });

    it('a 403 from the server shows the 403 result page instead of the table', async () => {
      renderList(failing('getList', httpError(403, '权限不足')).provider);
      expect(await screen.findByText('抱歉，您没有权限访问此页面。')).toBeInTheDocument();
      expect(text(document.querySelector('.ant-result-title'))).toBe('403');
      expect(document.querySelector('.ant-table')).toBeNull();
      expect(screen.queryByText('器件列表加载失败')).toBeNull();
    });

    it('a 404 shows the not-found result page', async () => {
      renderList(failing('getList', httpError(404, '请求的资源不存在')).provider);
      expect(await screen.findByText('请求的资源不存在')).toBeInTheDocument();
      expect(document.querySelector('.ant-result-404')).not.toBeNull();
    });

    it.each(FAILURES.filter(([s]) => s !== 403 && s !== 404))(
      'status %i keeps the filters on screen with the message and a retry',
      async (status, message) => {
        const { provider, calls } = failing('getList', httpError(status, message), 1);
        renderList(provider);
        expect(await screen.findByText('器件列表加载失败')).toBeInTheDocument();
        expect(screen.getByText(message)).toBeInTheDocument();
        expect(screen.getByPlaceholderText('搜索名称、电话')).toBeInTheDocument();
        fireEvent.click(buttonNamed('重试')!);
        expect(await screen.findByText('器件1')).toBeInTheDocument();
        expect(screen.queryByText('器件列表加载失败')).toBeNull();
        expect(calls.filter((c) => c.method === 'getList' && c.resource === 'gadget').length).toBeGreaterThanOrEqual(2);
      },
    );
  });
});
