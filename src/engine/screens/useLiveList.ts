import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { listenLive } from '../../state/liveChanges';
import './liveChanges.css';

type Row = Record<string, unknown>;

/** How long a changed row keeps its highlight (liveRows.css fades it). */
const HIGHLIGHT_MS = 3_000;
/** Changes arriving together (a colleague's import, a form saving twice) are one reload. */
const GATHER_MS = 250;
const NOBODY: ReadonlySet<string> = new Set();

/** Each row's content by id, to tell after a reload which rows are new or changed. */
const contents = (rows: readonly Row[]) => new Map(rows.map((r) => [String(r._id), JSON.stringify(r)]));

/**
 * 实时列表 for a generated list (docs/decisions.md「实时列表」): a change another user makes to
 * `resource` reloads the page shown through its own list call (the reader's rights and scope apply),
 * and the rows that came or changed are quietly highlighted for a moment. While the pointer or the
 * focus is on the table nothing moves under it: the news waits (the 刷新 button says so) until the
 * pointer leaves, the focus leaves, or 刷新 is pressed.
 */
export function useLiveList(resource: string, label: string, refetch: () => Promise<{ data?: { data?: unknown[] } }>) {
  const [waiting, setWaiting] = useState(false);
  const [changed, setChanged] = useState<ReadonlySet<string>>(NOBODY);
  const [said, setSaid] = useState('');
  const [quiet, setQuiet] = useState(false);
  const onTable = useRef({ pointer: false, focus: false });
  const shown = useRef<readonly Row[]>([]);
  const fetchRef = useRef(refetch);
  fetchRef.current = refetch;
  const gather = useRef<ReturnType<typeof setTimeout>>(undefined);
  const fade = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** Reads the page again and highlights the rows that came or changed; `spinner`: 刷新 was pressed. */
  const reload = useCallback(
    async (spinner = false) => {
      setWaiting(false);
      const before = contents(shown.current);
      setQuiet(!spinner);
      const result = await fetchRef.current().finally(() => setQuiet(false));
      const rows = (result.data?.data ?? []) as Row[];
      const fresh = rows.map((r) => String(r._id)).filter((id, i) => before.get(id) !== JSON.stringify(rows[i]));
      if (!fresh.length) return;
      setChanged(new Set(fresh));
      setSaid(`${label}列表已更新：${fresh.length} 条新增或修改`);
      clearTimeout(fade.current);
      fade.current = setTimeout(() => setChanged(NOBODY), HIGHLIGHT_MS);
    },
    [label],
  );

  useEffect(
    () =>
      listenLive(resource, () => {
        clearTimeout(gather.current);
        gather.current = setTimeout(() => {
          const { pointer, focus } = onTable.current;
          if (pointer || focus) {
            setWaiting(true);
            setSaid(`${label}有新的变更，移开鼠标或按刷新后显示`);
          } else void reload();
        }, GATHER_MS);
      }),
    [resource, label, reload],
  );
  useEffect(
    () => () => {
      clearTimeout(gather.current);
      clearTimeout(fade.current);
    },
    [],
  );

  /** The pointer or the focus left the table: news held for it shows now. */
  const left = () => {
    const { pointer, focus } = onTable.current;
    if (!pointer && !focus && waiting) void reload();
  };

  return {
    /** Whether news waits for the user to leave the table (the 刷新 button shows a dot). */
    waiting,
    /** Whether a reload for a change runs now (the table shows no spinner for it). */
    quiet,
    /** What a screen reader is told (a polite live region). */
    said,
    /** The rows shown now (the list passes them on each render): what a reload compares with. */
    remember(rows: readonly Row[]) {
      shown.current = rows;
    },
    /** 刷新 pressed: reloads (with the spinner), and highlights what another user changed meanwhile. */
    refresh: () => reload(true),
    rowClassName: (row: Row) => (changed.has(String(row._id)) ? 'list-row--live-changed' : ''),
    /** Handlers for the element around the table: where the pointer and the focus are. */
    tableArea: {
      onPointerEnter: () => {
        onTable.current.pointer = true;
      },
      onPointerLeave: () => {
        onTable.current.pointer = false;
        left();
      },
      onFocus: () => {
        onTable.current.focus = true;
      },
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (e.currentTarget.contains(e.relatedTarget as Node | null)) return;
        onTable.current.focus = false;
        left();
      },
    },
  };
}
