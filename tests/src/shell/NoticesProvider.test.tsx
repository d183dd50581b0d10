import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * The app's notices (src/shell/NoticesProvider.tsx): a message or confirm asked for before antd's
 * message and Modal have loaded waits and shows once they have, in order; when their code cannot
 * load, what waited is told through the notification and the app stays up.
 */

type Modules = {
  NoticesProvider: (props: { children: ReactNode }) => ReactNode;
  useNotices: typeof import('../../../src/state/notices').useNotices;
};

/** A fresh copy of the provider and its context (the on-demand code is loaded once per copy). */
async function freshModules(): Promise<Modules> {
  vi.resetModules();
  const { NoticesProvider } = await import('../../../src/shell/NoticesProvider');
  const { useNotices } = await import('../../../src/state/notices');
  return { NoticesProvider, useNotices };
}

/** A screen with three buttons asking for a success message, an error message and a confirm. */
function renderAsking({ NoticesProvider, useNotices }: Modules) {
  function Asking() {
    const notices = useNotices();
    return (
      <>
        <p>页面内容</p>
        <button onClick={() => notices.message.success('密码已修改')}>成功</button>
        <button onClick={() => notices.message.error('保存失败')}>失败</button>
        <button onClick={() => notices.confirm({ title: '确定删除吗？', okText: '确定', cancelText: '取消' })}>删除</button>
      </>
    );
  }
  render(
    <NoticesProvider>
      <Asking />
    </NoticesProvider>,
  );
}

describe('NoticesProvider', () => {
  it('shows messages asked for before their code loaded, in order, then a confirm', async () => {
    renderAsking(await freshModules());
    fireEvent.click(screen.getByText('成功'));
    fireEvent.click(screen.getByText('失败'));
    expect(await screen.findByText('密码已修改')).toBeInTheDocument();
    expect(await screen.findByText('保存失败')).toBeInTheDocument();
    const shown = [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent);
    expect(shown).toEqual(['密码已修改', '保存失败']);
    fireEvent.click(screen.getByText('删除'));
    expect(await screen.findByText('确定删除吗？', { selector: '.ant-modal-confirm-title' })).toBeInTheDocument();
  });

  it('tells through the notification what waited when the code cannot load, and keeps the app up', async () => {
    vi.doMock('../../../src/shell/OnDemandNotices', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      renderAsking(await freshModules());
      fireEvent.click(screen.getByText('失败'));
      expect(await screen.findByText('保存失败', { selector: '.ant-notification-notice-message' })).toBeInTheDocument();
      fireEvent.click(screen.getByText('删除'));
      expect(await screen.findByText('网络异常，无法打开确认框，请稍后重试')).toBeInTheDocument();
      expect(screen.getByText('页面内容')).toBeInTheDocument();
      expect(document.querySelector('.ant-modal')).toBeNull();
    } finally {
      vi.doUnmock('../../../src/shell/OnDemandNotices');
    }
  });
});
