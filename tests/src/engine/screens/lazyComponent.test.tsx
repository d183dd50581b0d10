import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyComponent } from '../../../../src/engine/screens/lazyComponent';

const Hello = ({ name }: { name: string }) => <p>你好，{name}</p>;

describe('lazyComponent', () => {
  it('suspends until its module has loaded, then shows the component with its props', async () => {
    const Page = lazyComponent(async () => Hello);
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Page name="张三" />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByText('你好，张三')).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once preloaded (React.lazy would suspend on its first render)', async () => {
    let loads = 0;
    const Page = lazyComponent(async () => {
      loads += 1;
      return Hello;
    });
    await Page.preload();
    await Page.preload();
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Page name="李四" />
      </Suspense>,
    );
    // In the first commit: no fallback in between.
    expect(screen.getByText('你好，李四')).toBeInTheDocument();
    expect(screen.queryByText('加载中')).toBeNull();
    expect(loads).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let attempt = 0;
    const Page = lazyComponent(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('网络错误');
      return Hello;
    });
    await expect(Page.preload()).rejects.toThrow('网络错误');
    await Page.preload();
    render(<Page name="王五" />);
    expect(screen.getByText('你好，王五')).toBeInTheDocument();
    expect(attempt).toBe(2);
  });
});
