import { afterEach, describe, expect, it } from 'vitest';
import { envelope, installFakeAdapter } from '../helpers/fakeAdapter';
import { loadUserMenu } from '../../../src/state/userMenu';
import { menuNames, normalizeMenu, readUserMenu } from '../../../src/storage/menuEntries';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => fake?.restore());
const entry = (name: string, sort: number, children?: unknown[]) => ({
  _id: name,
  name,
  label: name,
  path: `/app/${name}`,
  type: 'menu',
  sort,
  children,
});

describe('user menu', () => {
  it('orders entries and children by sort and drops malformed ones', () => {
    const menu = normalizeMenu([entry('b', 2), null, { label: 'no name' }, entry('a', 1, [entry('y', 2), entry('x', 1)])]);
    expect(menu.map((m) => m.name)).toEqual(['a', 'b']);
    expect(menu[0].children!.map((m) => m.name)).toEqual(['x', 'y']);
    expect([...menuNames(menu)].sort()).toEqual(['a', 'b', 'x', 'y']);
  });

  it('is read from the server and stored as userMenu', async () => {
    fake = installFakeAdapter(() => ({ data: envelope({ value: [entry('dashboard', 1)] }) }));
    const menu = await loadUserMenu();
    expect(fake.requests[0].url).toBe('/setting/menu/userMenu');
    expect(menu.map((m) => m.name)).toEqual(['dashboard']);
    expect(readUserMenu().map((m) => m.name)).toEqual(['dashboard']);
  });
});
