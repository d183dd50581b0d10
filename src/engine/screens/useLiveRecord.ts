import { useEffect, useRef, useState } from 'react';
import { listenLive } from '../../state/liveChanges';
import { t } from '../../i18n/messages/zh-CN/engineRecord';

/** How long the 已更新 mark stays by the title. */
const MARK_MS = 3_000;
/** Changes arriving together are one reload. */
const GATHER_MS = 250;

/**
 * 实时列表 for a show page (docs/decisions.md「实时列表」): when another user changes or deletes this
 * record (or, for a reader whose data scope does not reach every record, any record of the resource),
 * the page reads it again: a change shows at once with a quiet 已更新 by the title, a deletion as the
 * page of a record that is gone.
 */
export function useLiveRecord(
  resource: string,
  label: string,
  id: string | undefined,
  refetch: () => Promise<{ data?: { data?: unknown } }>,
) {
  const [updated, setUpdated] = useState(false);
  const fetchRef = useRef(refetch);
  fetchRef.current = refetch;
  const shownRef = useRef<string>('');

  useEffect(() => {
    if (!id) return;
    let gather: ReturnType<typeof setTimeout> | undefined;
    let mark: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = listenLive(resource, (news) => {
      if (news !== 'resync' && news.ids && !news.ids.includes(id)) return;
      // From the first piece of news, not the last: a steady flow still shows.
      if (gather) return;
      gather = setTimeout(async () => {
        gather = undefined;
        const before = shownRef.current;
        const after = JSON.stringify((await fetchRef.current()).data?.data ?? null);
        if (stopped || !before || after === before || after === 'null') return;
        setUpdated(true);
        clearTimeout(mark);
        mark = setTimeout(() => setUpdated(false), MARK_MS);
      }, GATHER_MS);
    });
    return () => {
      stopped = true;
      stop();
      clearTimeout(gather);
      clearTimeout(mark);
    };
  }, [resource, id]);

  return {
    /** Whether the record just changed under the reader's eyes (a mark by the title for a moment). */
    updated,
    /** What a screen reader is told (a polite live region). */
    said: updated ? t('recordUpdated', { label }) : '',
    /** The record shown now (the page passes it on each render): what a reload compares with. */
    remember(record: unknown) {
      shownRef.current = record ? JSON.stringify(record) : '';
    },
  };
}
