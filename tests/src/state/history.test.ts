import { describe, expect, it } from 'vitest';
import {
  activeEntry,
  closeAll,
  closeOthers,
  closeRight,
  closeTab,
  closeTabsWhere,
  EMPTY_HISTORY,
  loadHistory,
  notePath,
  openTab,
  saveHistory,
  type HistoryState,
} from '../../../src/state/history';

const e = (id: string) => ({ id, path: id });
const three = (active: string): HistoryState => ({ items: [e('a'), e('b'), e('c')], active });

describe('opened-screen history', () => {
  it('a list’s written query becomes its tab’s path, the active tab unchanged; a screen not open is not opened', () => {
    const s = notePath(three('c'), 'a', 'a?q=郑州');
    expect(s).toEqual({ items: [{ id: 'a', path: 'a?q=郑州' }, e('b'), e('c')], active: 'c' });
    expect(notePath(s, 'a', 'a?q=郑州')).toBe(s);
    expect(notePath(s, 'x', 'x?q=1')).toBe(s);
  });

  it('opening a screen adds it and makes it active', () => {
    const s = openTab(EMPTY_HISTORY, e('a'));
    expect(s).toEqual({ items: [e('a')], active: 'a' });
    expect(openTab(s, e('b'))).toEqual({ items: [e('a'), e('b')], active: 'b' });
  });

  it('opening an open screen only activates it (no duplicate), refreshing its path', () => {
    const s = openTab(three('c'), { id: 'a', path: 'a?page=2' });
    expect(s.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(s.items[0].path).toBe('a?page=2');
    expect(s.active).toBe('a');
  });

  it('reopening the active screen returns the same state object', () => {
    const s = three('b');
    expect(openTab(s, e('b'))).toBe(s);
  });

  it('closing the active tab activates the previous one', () => {
    expect(closeTab(three('b'), 'b')).toEqual({ items: [e('a'), e('c')], active: 'a' });
    expect(closeTab(three('c'), 'c')).toEqual({ items: [e('a'), e('b')], active: 'b' });
  });

  it('closing the active first tab activates the next one', () => {
    expect(closeTab(three('a'), 'a')).toEqual({ items: [e('b'), e('c')], active: 'b' });
  });

  it('closing the only tab leaves the history empty', () => {
    expect(closeTab({ items: [e('a')], active: 'a' }, 'a')).toEqual({ items: [], active: undefined });
  });

  it('closing an inactive tab keeps the active one; an unknown id changes nothing', () => {
    expect(closeTab(three('c'), 'a')).toEqual({ items: [e('b'), e('c')], active: 'c' });
    const s = three('b');
    expect(closeTab(s, 'zz')).toBe(s);
  });

  it('close all empties the history', () => {
    expect(closeAll()).toEqual({ items: [], active: undefined });
  });

  it('close others keeps only the chosen tab and activates it', () => {
    expect(closeOthers(three('a'), 'b')).toEqual({ items: [e('b')], active: 'b' });
    const s = three('a');
    expect(closeOthers(s, 'zz')).toBe(s);
  });

  it('close to the right keeps tabs up to and including the chosen one', () => {
    expect(closeRight(three('a'), 'b')).toEqual({ items: [e('a'), e('b')], active: 'a' });
    expect(closeRight(three('c'), 'c')).toEqual(three('c'));
  });

  it('close to the right activates the chosen tab when the active one was closed', () => {
    expect(closeRight(three('c'), 'a')).toEqual({ items: [e('a')], active: 'a' });
  });

  it('closing the tabs a rule names keeps the active one if it stays, else none, and the same state when none goes', () => {
    expect(closeTabsWhere(three('c'), (id) => id === 'b')).toEqual({ items: [e('a'), e('c')], active: 'c' });
    expect(closeTabsWhere(three('b'), (id) => id !== 'a')).toEqual({ items: [e('a')], active: undefined });
    const s = three('a');
    expect(closeTabsWhere(s, () => false)).toBe(s);
  });

  it('is persisted under history and historyActive, and read back', () => {
    saveHistory(three('b'));
    expect(JSON.parse(localStorage.getItem('history')!)).toEqual([e('a'), e('b'), e('c')]);
    expect(JSON.parse(localStorage.getItem('historyActive')!)).toBe('b');
    expect(loadHistory()).toEqual(three('b'));
    expect(activeEntry(loadHistory())).toEqual(e('b'));
    saveHistory(EMPTY_HISTORY);
    expect(localStorage.getItem('historyActive')).toBeNull();
  });

  it('reads a corrupted history as empty, and drops an active id naming no tab', () => {
    localStorage.setItem('history', '[oops');
    expect(loadHistory()).toEqual(EMPTY_HISTORY);
    localStorage.setItem('history', JSON.stringify([e('a')]));
    localStorage.setItem('historyActive', JSON.stringify('gone'));
    expect(loadHistory()).toEqual({ items: [e('a')], active: undefined });
  });
});
