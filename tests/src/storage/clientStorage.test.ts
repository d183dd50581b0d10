import { describe, expect, it } from 'vitest';
import { clearStored, readStored, STORAGE_KEYS, writeStored } from '../../../src/storage/clientStorage';

describe('client storage', () => {
  it('uses exactly the keys of docs/requirements.md §3', () => {
    expect([...STORAGE_KEYS].sort()).toEqual(
      ['auth', 'authToken', 'currentProject', 'history', 'historyActive', 'isLogout', 'settings', 'userMenu', 'userProject'].sort(),
    );
  });

  it('stores values as JSON and reads them back', () => {
    writeStored('authToken', 'abc');
    writeStored('history', [{ id: '/app/customer', path: '/app/customer' }]);
    expect(localStorage.getItem('authToken')).toBe('"abc"');
    expect(readStored('authToken')).toBe('abc');
    expect(readStored('history')).toEqual([{ id: '/app/customer', path: '/app/customer' }]);
  });

  it('treats a missing key as absent', () => {
    expect(readStored('currentProject')).toBeUndefined();
  });

  it('removes a value that fails to parse and treats it as absent', () => {
    localStorage.setItem('userMenu', '{not json');
    expect(readStored('userMenu')).toBeUndefined();
    expect(localStorage.getItem('userMenu')).toBeNull();
  });

  it('a token stored without JSON quotes is not valid JSON and is dropped', () => {
    localStorage.setItem('authToken', 'raw-token');
    expect(readStored('authToken')).toBeUndefined();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('clears every spec key but leaves other keys alone', () => {
    for (const key of STORAGE_KEYS) localStorage.setItem(key, '1');
    localStorage.setItem('someone-else', 'x');
    clearStored();
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('someone-else')).toBe('x');
  });
});
