import { useCallback, useEffect, useReducer, useRef } from 'react';
import { DEFAULT_PAGE_SIZE } from '../schemas/listQuery';

/**
 * The list state of docs/requirements.md §3 (taxes and payment modes, and any list screen that wants it):
 * changing search params, page size or page number is stored; a successful read stores rows, total
 * and fetch time and sets success; a failed read clears success. Page size 10, page numbers from 1.
 */
export interface ListState<T> {
  tableData: T[];
  tableDataTotalSize: number;
  loading: boolean;
  success: boolean;
  searchParams: Record<string, unknown>;
  /** Epoch ms of the last successful read; null before the first. */
  fetchTime: number | null;
  pageSize: number;
  pageNo: number;
  /** A write (add, update, delete) is in flight. */
  modifyLoading: boolean;
  /** The row being edited in the modal (null: none; {}: a new one). */
  defaultRow: Partial<T> | null;
}

export type ListAction<T> =
  | { type: 'searchParams'; params: Record<string, unknown> }
  | { type: 'pageSize'; pageSize: number }
  | { type: 'pageNo'; pageNo: number }
  | { type: 'fetchStart' }
  | { type: 'fetchSuccess'; rows: T[]; total: number; at: number }
  | { type: 'fetchFailure' }
  | { type: 'modify'; loading: boolean }
  | { type: 'defaultRow'; row: Partial<T> | null };

export function initialListState<T>(over: Partial<ListState<T>> = {}): ListState<T> {
  return {
    tableData: [],
    tableDataTotalSize: 0,
    loading: false,
    success: false,
    searchParams: {},
    fetchTime: null,
    pageSize: DEFAULT_PAGE_SIZE,
    pageNo: 1,
    modifyLoading: false,
    defaultRow: null,
    ...over,
  };
}

/** Pure transitions of the list state (unit-tested; the hook below only wires them to React). */
export function listReducer<T>(state: ListState<T>, action: ListAction<T>): ListState<T> {
  switch (action.type) {
    case 'searchParams':
      // New criteria start again from the first page.
      return { ...state, searchParams: { ...action.params }, pageNo: 1 };
    case 'pageSize':
      return action.pageSize >= 1 ? { ...state, pageSize: Math.floor(action.pageSize), pageNo: 1 } : state;
    case 'pageNo':
      return action.pageNo >= 1 ? { ...state, pageNo: Math.floor(action.pageNo) } : state;
    case 'fetchStart':
      return { ...state, loading: true };
    case 'fetchSuccess':
      return { ...state, loading: false, success: true, tableData: action.rows, tableDataTotalSize: action.total, fetchTime: action.at };
    case 'fetchFailure':
      return { ...state, loading: false, success: false };
    case 'modify':
      return { ...state, modifyLoading: action.loading };
    case 'defaultRow':
      return { ...state, defaultRow: action.row };
    default:
      return state;
  }
}

/** What a list reads: one page for the given criteria. */
export type ListFetcher<T> = (
  query: { pageNo: number; pageSize: number } & Record<string, unknown>,
) => Promise<{ rows: T[]; total: number }>;

/**
 * The list state bound to a fetcher: reads whenever the criteria or the page change, and `modify`
 * runs a write with `modifyLoading` set, then reads again. Late answers of superseded reads are dropped.
 */
export function useListState<T>(fetcher: ListFetcher<T>, initial: Partial<ListState<T>> = {}) {
  const [state, dispatch] = useReducer(listReducer<T>, initial, (i) => initialListState<T>(i));
  const seq = useRef(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;

  const reload = useCallback(async () => {
    const mine = ++seq.current;
    dispatch({ type: 'fetchStart' });
    try {
      const res = await fetcherRef.current({ ...state.searchParams, pageNo: state.pageNo, pageSize: state.pageSize });
      if (mine === seq.current) dispatch({ type: 'fetchSuccess', rows: res.rows, total: res.total, at: Date.now() });
    } catch {
      if (mine === seq.current) dispatch({ type: 'fetchFailure' });
    }
  }, [state.searchParams, state.pageNo, state.pageSize]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const modify = useCallback(
    async <R>(write: () => Promise<R>): Promise<R> => {
      dispatch({ type: 'modify', loading: true });
      try {
        const result = await write();
        await reload();
        return result;
      } finally {
        dispatch({ type: 'modify', loading: false });
      }
    },
    [reload],
  );

  return {
    state,
    reload,
    modify,
    setSearchParams: (params: Record<string, unknown>) => dispatch({ type: 'searchParams', params }),
    setPageSize: (pageSize: number) => dispatch({ type: 'pageSize', pageSize }),
    setPageNo: (pageNo: number) => dispatch({ type: 'pageNo', pageNo }),
    setDefaultRow: (row: Partial<T> | null) => dispatch({ type: 'defaultRow', row }),
  };
}
