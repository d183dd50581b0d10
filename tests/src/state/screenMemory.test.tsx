import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { noteDeleted } from '../../../src/state/deletedRecords';
import { SELECTED, forgetAllScreens, forgetClosedTabs, recall, remember, useRemembered } from '../../../src/state/screenMemory';

function Counter() {
  const [n, setN] = useRemembered('count', 0);
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => setN(n + 1)}>加一 {n}</button>
      <button onClick={() => void navigate('/app/order')}>去订单</button>
      <button onClick={() => void navigate('/app/customer')}>去客户</button>
    </>
  );
}

const app = () =>
  render(
    <MemoryRouter initialEntries={['/app/customer']}>
      <Routes>
        <Route path="/app/*" element={<Counter />} />
      </Routes>
    </MemoryRouter>,
  );

describe('screen memory', () => {
  it('keeps parts by tab and forgets a tab that is no longer open', () => {
    remember('/app/a', 'x', 1);
    remember('/app/b', 'x', 2);
    expect(recall('/app/a', 'x')).toBe(1);
    remember('/app/a', 'x', undefined);
    expect(recall('/app/a', 'x')).toBeUndefined();
    forgetClosedTabs(new Set(['/app/a']));
    expect(recall('/app/b', 'x')).toBeUndefined();
    // A record deleted anywhere is no longer among a screen's ticked rows.
    remember('/app/a', SELECTED, ['r1', 'r2']);
    noteDeleted('customer', ['r1']);
    expect(recall('/app/a', SELECTED)).toEqual(['r2']);
    remember('/app/a', 'x', 3);
    forgetAllScreens();
    expect(recall('/app/a', 'x')).toBeUndefined();
  });

  it('useRemembered starts a screen from what it held when last left, per screen', async () => {
    forgetClosedTabs(new Set());
    app();
    await userEvent.click(screen.getByRole('button', { name: /加一/ }));
    await userEvent.click(screen.getByRole('button', { name: /加一/ }));
    expect(screen.getByRole('button', { name: '加一 2' })).toBeInTheDocument();
    // Another screen has its own, though the component stayed mounted.
    await userEvent.click(screen.getByRole('button', { name: '去订单' }));
    expect(screen.getByRole('button', { name: '加一 0' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去客户' }));
    expect(screen.getByRole('button', { name: '加一 2' })).toBeInTheDocument();
    // Its tab closed: it starts afresh.
    act(() => forgetClosedTabs(new Set(['/app/order'])));
    await userEvent.click(screen.getByRole('button', { name: '去订单' }));
    await userEvent.click(screen.getByRole('button', { name: '去客户' }));
    expect(screen.getByRole('button', { name: '加一 0' })).toBeInTheDocument();
  });
});
