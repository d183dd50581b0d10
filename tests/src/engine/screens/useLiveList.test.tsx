import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';

/** The news listeners of the live changes, by resource (the stream itself is not under test here). */
const listeners = new Map<string, (news: unknown) => void>();
vi.mock('../../../../src/state/liveChanges', () => ({
  listenLive: (resource: string, l: (news: unknown) => void) => {
    listeners.set(resource, l);
    return () => listeners.delete(resource);
  },
}));

const { useLiveList } = await import('../../../../src/engine/screens/useLiveList');

type Row = { _id: string; name: string };
const news = () => act(() => listeners.get('customer')!({ resource: 'customer', kind: 'change', ids: null }));

describe('useLiveList: a colleague’s change reloads the list, quietly, never under the pointer', () => {
  let server: Row[];
  const refetch = vi.fn(async () => ({ data: { data: server.map((r) => ({ ...r })) } }));
  const mount = () => {
    const hook = renderHook(() => useLiveList('customer', '客户', refetch));
    hook.result.current.remember(server.map((r) => ({ ...r })));
    return hook;
  };
  beforeEach(() => {
    vi.useFakeTimers();
    refetch.mockClear();
    server = [
      { _id: 'a', name: '甲' },
      { _id: 'b', name: '乙' },
    ];
  });
  afterEach(() => vi.useRealTimers());

  it('reloads once for news arriving together, and highlights only the rows that came or changed', async () => {
    const { result } = mount();
    server = [{ _id: 'c', name: '丙' }, { _id: 'a', name: '甲（改）' }, server[1]];
    news();
    news();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(['a', 'b', 'c'].map((_id) => result.current.rowClassName({ _id }))).toEqual([
      'list-row--live-changed',
      '',
      'list-row--live-changed',
    ]);
    expect(result.current.said).toBe('客户列表已更新：2 条新增或修改');
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(result.current.rowClassName({ _id: 'c' })).toBe('');
  });

  it('while the pointer is on the table the news waits, and shows once the pointer leaves', async () => {
    const { result } = mount();
    act(() => result.current.tableArea.onPointerEnter());
    server = [{ _id: 'c', name: '丙' }, ...server];
    news();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(refetch).not.toHaveBeenCalled();
    expect(result.current.waiting).toBe(true);
    expect(result.current.said).toContain('移开鼠标或按刷新后显示');
    await act(async () => result.current.tableArea.onPointerLeave());
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(result.current.waiting).toBe(false);
    expect(result.current.rowClassName({ _id: 'c' })).toBe('list-row--live-changed');
  });

  it('keyboard focus on the table holds the news as the pointer does; a click’s focus does not; 刷新 shows it at once', async () => {
    const { result } = mount();
    const area = document.body.appendChild(document.createElement('div'));
    const cell = area.appendChild(document.createElement('button'));
    result.current.tableArea.ref.current = area;
    cell.focus();
    // Focus by keyboard (:focus-visible) holds the news; a mouse click's focus would not.
    let byKeyboard = true;
    const matches = vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':focus-visible' ? byKeyboard : false;
    });
    news();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(result.current.waiting).toBe(true);
    expect(refetch).not.toHaveBeenCalled();
    await act(() => result.current.refresh());
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(result.current.waiting).toBe(false);

    byKeyboard = false;
    news();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(refetch).toHaveBeenCalledTimes(2);
    matches.mockRestore();
    area.remove();
  });

  it('marks only the records the news named: rows that merely moved onto the page are no news', async () => {
    const { result } = mount();
    // 甲 was deleted by a colleague; 丁 moves up from the next page.
    server = [server[1], { _id: 'd', name: '丁' }];
    act(() => listeners.get('customer')!({ resource: 'customer', kind: 'delete', ids: ['a'] }));
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(result.current.rowClassName({ _id: 'd' })).toBe('');
    expect(result.current.said).toBe('');
  });
});
