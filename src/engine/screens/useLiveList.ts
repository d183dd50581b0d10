import { useCallback, useEffect, useRef, useState } from 'react';
import { listenLive } from '../../state/liveChanges';
import './liveChanges.css';
import { t } from '../../i18n/messages/zh-CN/engineList';

type Row = Record<string, unknown>;

/** How long a changed row keeps its highlight (liveChanges.css fades it). */
const HIGHLIGHT_MS = 3_000;
/** News arriving together (a colleague's import, a form saving twice) is one reload, this long after the first. */
const GATHER_MS = 250;
const NOBODY: ReadonlySet<string> = new Set();

/** Each row's content by id, to tell after a reload which rows are new or changed. */
const contents = (rows: readonly Row[]) => new Map(rows.map((r) => [String(r._id), JSON.stringify(r)]));

/** Whether the keyboard's focus is on the table (a click's focus is not: the pointer says where the user is). */
function keyboardOn(area: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (!area || !active || !area.contains(active)) return false;
  try {
    return active.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: focus inside counts
  }
}

/**
 * 实时列表 for a generated list (docs/decisions.md「实时列表」): a change another user (or another tab)
 * makes to `resource` reloads the page shown through its own list call (the reader's rights and scope
 * apply), and the rows that came or changed are quietly highlighted for a moment. While the pointer or
 * the keyboard's focus is on the table nothing moves under it: the news waits (the 刷新 button says
 * so) until the pointer or the focus leaves, or 刷新 is pressed.
 */
export function useLiveList(resource: string, label: string, refetch: () => Promise<{ data?: { data?: unknown[] } }>) {
  const [waiting, setWaiting] = useState(false);
  const [changed, setChanged] = useState<ReadonlySet<string>>(NOBODY);
  const [said, setSaid] = useState('');
  const [quiet, setQuiet] = useState(false);
  const area = useRef<HTMLDivElement>(null);
  const pointer = useRef(false);
  const shown = useRef<readonly Row[]>([]);
  /** The records the news since the last reload named; null once one piece of news named none. */
  const named = useRef<Set<string> | null>(new Set());
  const fetchRef = useRef(refetch);
  fetchRef.current = refetch;
  const gather = useRef<ReturnType<typeof setTimeout>>(undefined);
  const fade = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);

  /** Reads the page again and highlights the rows that came or changed; `spinner`: 刷新 was pressed. */
  const reload = useCallback(
    async (spinner = false) => {
      setWaiting(false);
      const before = contents(shown.current);
      const ids = named.current;
      named.current = new Set();
      setQuiet(!spinner);
      const result = await fetchRef.current().finally(() => mounted.current && setQuiet(false));
      if (!mounted.current) return;
      const rows = (result.data?.data ?? []) as Row[];
      // Rows that only moved onto the page (a row above went) are no news: where the news named its
      // records, only those are marked.
      const fresh = rows
        .filter((r) => before.get(String(r._id)) !== JSON.stringify(r))
        .map((r) => String(r._id))
        .filter((id) => !ids || ids.has(id));
      if (!fresh.length) return;
      setChanged(new Set(fresh));
      setSaid(t('listUpdated', { label, n: fresh.length }));
      clearTimeout(fade.current);
      fade.current = setTimeout(() => mounted.current && setChanged(NOBODY), HIGHLIGHT_MS);
    },
    [label],
  );

  useEffect(
    () =>
      listenLive(resource, (news) => {
        if (news === 'resync' || !news.ids) named.current = null;
        else if (named.current) for (const id of news.ids) named.current.add(id);
        // From the first piece of news, not the last: a steady flow still shows every GATHER_MS.
        if (gather.current) return;
        gather.current = setTimeout(() => {
          gather.current = undefined;
          if (pointer.current || keyboardOn(area.current)) {
            setWaiting(true);
            setSaid(t('listWaiting', { label }));
          } else void reload();
        }, GATHER_MS);
      }),
    [resource, label, reload],
  );
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(gather.current);
      gather.current = undefined;
      clearTimeout(fade.current);
    };
  }, []);

  /** The pointer or the focus left the table: news held for it shows now. */
  const left = () => {
    if (waiting && !pointer.current && !keyboardOn(area.current)) void reload();
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
    /** The element around the table: where the pointer and the focus are. */
    tableArea: {
      ref: area,
      onPointerEnter: () => {
        pointer.current = true;
      },
      onPointerLeave: () => {
        pointer.current = false;
        left();
      },
      // After the focus has moved (activeElement is the next one then).
      onBlur: () => void setTimeout(left),
    },
  };
}
