import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PageSpinner } from '../../../src/pages/PageSpinner';
import { ResultPage } from '../../../src/engine/screens/ResultPage';
import { NotFoundPage } from '../../../src/pages/NotFoundPage';

// Vitest hands CSS imports to components empty; the stylesheet itself is read to check the size.
const spinnerCss = readFileSync(resolve(__dirname, '../../../src/pages/pageSpinner.css'), 'utf8');

/** The declarations of one CSS rule, as `property: value` pairs. */
function rule(css: string, selector: string): Record<string, string> {
  const body = css.match(new RegExp(`${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`))?.[1] ?? '';
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.split(':').map((x) => x.trim()))
      .filter(([k, v]) => k && v),
  );
}

/** `ui` at /somewhere, with / showing 首页 so a return home can be seen. */
function atSomewhere(ui: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={['/somewhere']}>
      <Routes>
        <Route path="/" element={<p>首页</p>} />
        <Route path="*" element={ui} />
      </Routes>
    </MemoryRouter>,
  );
}
const homeButton = () => [...document.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === '返回首页')!;

describe('full-area spinner (docs/requirements.md §2: icon size 48)', () => {
  it('draws its icon at 48 px', () => {
    expect(rule(spinnerCss, '.page-spinner__icon')).toMatchObject({ width: '48px', height: '48px' });
  });

  it('is a labelled status that fills the area, the whole screen when asked', () => {
    const { rerender } = render(<PageSpinner />);
    const status = screen.getByRole('status', { name: '加载中' });
    expect(status).toHaveClass('page-spinner');
    expect(status.querySelector('svg.page-spinner__icon')).not.toBeNull();
    rerender(<PageSpinner fullScreen label="正在加载菜单与项目" />);
    expect(screen.getByRole('status', { name: '正在加载菜单与项目' })).toHaveClass('page-spinner--full');
    expect(rule(spinnerCss, '.page-spinner--full')).toMatchObject({ 'min-height': '100vh' });
  });
});

describe('result pages 403, 404, 500 (docs/requirements.md §2)', () => {
  it.each([
    [403, '抱歉，您没有权限访问此页面。'],
    [404, '抱歉，您访问的页面不存在。'],
    [500, '抱歉，服务器出错了，请稍后再试。'],
  ] as const)('%i: its status, a Chinese explanation and 返回首页 to /', async (status, text) => {
    atSomewhere(<ResultPage status={status} />);
    expect(document.querySelector(`.ant-result-${status}`)).not.toBeNull();
    expect(document.querySelector('.ant-result-title')).toHaveTextContent(String(status));
    expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(homeButton());
    expect(await screen.findByText('首页')).toBeInTheDocument();
  });

  it('a screen may name what failed and add its own actions before 返回首页', () => {
    atSomewhere(<ResultPage status={404} title="客户不存在或已删除" subTitle="请求的资源不存在" extra={<button>返回列表</button>} />);
    expect(document.querySelector('.ant-result-title')).toHaveTextContent('客户不存在或已删除');
    expect(screen.getByText('请求的资源不存在')).toBeInTheDocument();
    const buttons = [...document.querySelectorAll('.ant-result-extra button')].map((b) => b.textContent?.replace(/\s/g, ''));
    expect(buttons).toEqual(['返回列表', '返回首页']);
  });

  it('the not-found screen says the page does not exist and returns home', async () => {
    atSomewhere(<NotFoundPage />);
    expect(screen.getByText('抱歉，您访问的页面不存在。')).toBeInTheDocument();
    expect(document.querySelector('.ant-result-404')).not.toBeNull();
    await userEvent.click(homeButton());
    expect(await screen.findByText('首页')).toBeInTheDocument();
  });
});
