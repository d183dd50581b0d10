import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { initialListState, listReducer, useListState } from '../../../src/state/listState';

type Row = { _id: string; name: string };

describe('list state (docs/requirements.md §3)', () => {
  it('starts on page 1 with 10 rows a page and nothing read', () => {
    expect(initialListState<Row>()).toEqual({
      tableData: [],
      tableDataTotalSize: 0,
      loading: false,
      success: false,
      searchParams: {},
      fetchTime: null,
      pageSize: 10,
      pageNo: 1,
      modifyLoading: false,
      defaultRow: null,
    });
  });

  it('stores criteria and pages; new criteria or page size go back to page 1', () => {
    let s = listReducer(initialListState<Row>(), { type: 'pageNo', pageNo: 3 });
    expect(s.pageNo).toBe(3);
    s = listReducer(s, { type: 'searchParams', params: { q: '增值税' } });
    expect(s).toMatchObject({ searchParams: { q: '增值税' }, pageNo: 1 });
    s = listReducer(listReducer(s, { type: 'pageNo', pageNo: 2 }), { type: 'pageSize', pageSize: 20 });
    expect(s).toMatchObject({ pageSize: 20, pageNo: 1 });
    expect(listReducer(s, { type: 'pageNo', pageNo: 0 })).toBe(s);
  });

  it('stores rows, total and fetch time on success and clears success on failure', () => {
    let s = listReducer(initialListState<Row>(), { type: 'fetchStart' });
    expect(s.loading).toBe(true);
    s = listReducer(s, { type: 'fetchSuccess', rows: [{ _id: '1', name: '现金' }], total: 7, at: 1234 });
    expect(s).toMatchObject({
      loading: false,
      success: true,
      tableData: [{ _id: '1', name: '现金' }],
      tableDataTotalSize: 7,
      fetchTime: 1234,
    });
    s = listReducer(listReducer(s, { type: 'fetchStart' }), { type: 'fetchFailure' });
    expect(s).toMatchObject({ loading: false, success: false, tableDataTotalSize: 7 });
    expect(listReducer(s, { type: 'defaultRow', row: {} }).defaultRow).toEqual({});
    expect(listReducer(s, { type: 'modify', loading: true }).modifyLoading).toBe(true);
  });

  it('reads through the fetcher on every change, and again after a write', async () => {
    const fetcher = vi.fn(async (q: Record<string, unknown>) => ({
      rows: [{ _id: String(q.pageNo), name: String(q.q ?? '') }],
      total: 25,
    }));
    const { result } = renderHook(() => useListState<Row>(fetcher));
    await waitFor(() => expect(result.current.state.success).toBe(true));
    expect(fetcher).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10 });
    act(() => result.current.setPageNo(3));
    await waitFor(() => expect(result.current.state.tableData[0]._id).toBe('3'));
    act(() => result.current.setSearchParams({ q: '微信' }));
    await waitFor(() => expect(result.current.state.tableData[0]).toEqual({ _id: '1', name: '微信' }));
    const calls = fetcher.mock.calls.length;
    await act(() => result.current.modify(async () => 'ok'));
    expect(fetcher.mock.calls.length).toBe(calls + 1);
    expect(result.current.state.modifyLoading).toBe(false);
  });

  it('clears success when the read fails', async () => {
    const { result } = renderHook(() => useListState<Row>(async () => Promise.reject(new Error('网关错误'))));
    await waitFor(() => expect(result.current.state.loading).toBe(false));
    expect(result.current.state.success).toBe(false);
  });
});
