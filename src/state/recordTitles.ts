import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * The titles of the records on show, by page path (`/app/customer/show/5` → 郑州某某公司), so the
 * tab of a record page names its record (查看客户 · 郑州某某公司) instead of every one reading 查看客户.
 * In memory: after a reload a tab names its record again once its page has read it.
 */
const titles = new Map<string, string>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Records (or, with undefined, forgets) the title of the record shown at `path`. */
export function setRecordTitle(path: string, title: string | undefined): void {
  if (titles.get(path) === title) return;
  if (title) titles.set(path, title);
  else titles.delete(path);
  changed();
}

/** The title of the record shown at `path`, if its page has read it. */
export function recordTitleOf(path: string): string | undefined {
  return titles.get(path);
}

/** Re-renders the caller when a record title changes; returns a value that changes with them. */
export function useRecordTitlesVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    () => version,
  );
}

/** A record page names its record for its tab (the title once read; nothing while loading). */
export function useRecordTabTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) setRecordTitle(pathname, title);
  }, [pathname, title]);
}
