import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ScreenErrorBoundary } from '../../../src/shell/ScreenErrorBoundary';
import { ApiError } from '../../../src/providers/apiError';

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
});
