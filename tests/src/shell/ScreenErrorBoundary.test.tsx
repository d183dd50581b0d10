import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ScreenErrorBoundary } from '../../../src/shell/ScreenErrorBoundary';
import { ApiError } from '../../../src/http/apiError';
import { SchemaError } from '../../../src/schemas/validateSchema';
import { StyleLoadError } from '../../../src/shims/antdStyleGenerators';

function Thrower({ error }: { error: unknown }): never {
  throw error;
}

afterEach(() => vi.restoreAllMocks());

describe('ScreenErrorBoundary', () => {
  it('shows the 403 result page for a 403 error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter>
        <ScreenErrorBoundary>
          <Thrower error={new ApiError('权限不足', 403, 403, 'status')} />
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByText('抱歉，您没有权限访问此页面。', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows the 500 result page for anything else, and the screen when nothing is thrown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryRouter>
        <ScreenErrorBoundary>
          <Thrower error={new Error('boom')} />
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByText('抱歉，服务器出错了，请稍后再试。', {}, { timeout: 8000 })).toBeInTheDocument();
    render(
      <MemoryRouter>
        <ScreenErrorBoundary>
          <p>屏幕内容</p>
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByText('屏幕内容')).toBeInTheDocument();
  });

  it('names what is wrong where the error says it for users: a broken schema, styles that did not load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new SchemaError([{ resource: 'maker', field: 'kind', message: 'enum needs options' }]);
    render(
      <MemoryRouter>
        <ScreenErrorBoundary>
          <Thrower error={broken} />
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByText(/数据模型有误：Invalid resource schema/, {}, { timeout: 8000 })).toHaveTextContent(
      'resource "maker", field "kind": enum needs options',
    );
  });

  it('offers 重试, which renders the screen again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    function Flaky() {
      if (fail) throw new StyleLoadError(new TypeError('Failed to fetch'));
      return <p>屏幕内容</p>;
    }
    render(
      <MemoryRouter>
        <ScreenErrorBoundary>
          <Flaky />
        </ScreenErrorBoundary>
      </MemoryRouter>,
    );
    expect(await screen.findByText('页面样式加载失败，请检查网络后重试', {}, { timeout: 8000 })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(screen.getByText('屏幕内容')).toBeInTheDocument();
  });
});
