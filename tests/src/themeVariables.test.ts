import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyStartingTheme, applyThemeVariables } from '../../src/themeVariables';
import { PRIMARY_COLOR, PRIMARY_TEXT_COLOR, THEME_VARIABLES } from '../../src/theme';
import { DARK_THEME_VARIABLES } from '../../src/themeDarkVariables';
import { writeStored } from '../../src/storage/clientStorage';
import type { AuthUser } from '../../src/storage/types';

describe('applyThemeVariables', () => {
  it("sets the theme's colours on the root for the app's CSS files", () => {
    const root = document.createElement('div');
    applyThemeVariables(undefined, undefined, root);
    expect(root.style.getPropertyValue('--ace-primary')).toBe(PRIMARY_COLOR);
    expect(root.style.getPropertyValue('--ace-primary-text')).toBe(PRIMARY_TEXT_COLOR);
    for (const [name, value] of Object.entries(THEME_VARIABLES)) expect(root.style.getPropertyValue(name)).toBe(value);
    expect(root.dataset.theme).toBe('light');
    expect(root.style.colorScheme).toBe('light');
  });

  it('sets the dark ones, and tells the browser its own parts are dark too', () => {
    const root = document.createElement('div');
    applyThemeVariables(DARK_THEME_VARIABLES, 'dark', root);
    for (const [name, value] of Object.entries(DARK_THEME_VARIABLES)) expect(root.style.getPropertyValue(name)).toBe(value);
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.colorScheme).toBe('dark');
  });
});

describe('applyStartingTheme (the first frame)', () => {
  const user = (theme?: AuthUser['theme']): AuthUser => ({
    _id: 'u1',
    username: 'demo',
    displayName: 'Demo',
    mobile: null,
    role: 'staff',
    tenantId: 't1',
    ...(theme && { theme }),
  });
  const device = (dark: boolean) =>
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), addEventListener: () => undefined }));

  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('signed out (the sign-in page): the device’s setting', () => {
    device(true);
    applyStartingTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
    device(false);
    applyStartingTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('signed in: the person’s stored choice, whatever the device says; none stored is light', () => {
    device(true);
    writeStored('auth', user());
    applyStartingTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
    writeStored('auth', user('dark'));
    device(false);
    applyStartingTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.getPropertyValue('--ace-bg-container')).toBe(DARK_THEME_VARIABLES['--ace-bg-container']);
    writeStored('auth', user('system'));
    device(true);
    applyStartingTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe("the app's CSS files", () => {
  const cssFiles = async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    return (fs.readdirSync('src', { recursive: true }) as string[])
      .filter((f) => f.endsWith('.css'))
      .map((f) => ({ file: f, text: fs.readFileSync(path.join('src', f), 'utf8') }));
  };

  it('use only the colours the theme sets (a misspelt variable would draw nothing)', async () => {
    const used = new Set((await cssFiles()).flatMap(({ text }) => [...text.matchAll(/var\((--ace-[a-z-]+)\)/g)].map((m) => m[1])));
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !(name in THEME_VARIABLES))).toEqual([]);
  });

  it('write no colour of their own, so a theme redraws them all (white on a fill, black and white paper, and shades excepted)', async () => {
    // What stays the same in both themes: white text on a coloured fill, the printed sheet (paper is
    // white in a dark room too), the 验证码 image's white frame, and shadows' tints.
    const SAME_IN_BOTH = new Set(['color: #fff', 'background: #fff']);
    const found = (await cssFiles())
      .filter(({ file }) => !file.includes('print'))
      .flatMap(({ file, text }) =>
        text
          .split('\n')
          .map((line) => line.trim().replace(/;$/, ''))
          .filter((line) => /(^|\s)(color|background|background-color|border(-[a-z]+)?):.*(#[0-9a-f]{3,6}\b|rgba?\()/i.test(line))
          .filter((line) => !SAME_IN_BOTH.has(line))
          .map((line) => `${file}: ${line}`),
      );
    expect(found).toEqual([]);
  });
});
