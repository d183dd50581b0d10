import { describe, expect, it } from 'vitest';
import { applyThemeVariables } from '../../src/themeVariables';
import { PRIMARY_COLOR, PRIMARY_TEXT_COLOR, THEME_VARIABLES } from '../../src/theme';

describe('applyThemeVariables', () => {
  it("sets the theme's colours on the root for the app's CSS files", () => {
    const root = document.createElement('div');
    applyThemeVariables(root);
    expect(root.style.getPropertyValue('--ace-primary')).toBe(PRIMARY_COLOR);
    expect(root.style.getPropertyValue('--ace-primary-text')).toBe(PRIMARY_TEXT_COLOR);
    for (const [name, value] of Object.entries(THEME_VARIABLES)) expect(root.style.getPropertyValue(name)).toBe(value);
  });
});

describe("the app's CSS files", () => {
  it('use only the colours the theme sets (a misspelt variable would draw nothing)', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const files = (fs.readdirSync('src', { recursive: true }) as string[]).filter((f) => f.endsWith('.css'));
    const used = new Set(
      files.flatMap((f) => [...fs.readFileSync(path.join('src', f), 'utf8').matchAll(/var\((--ace-[a-z-]+)\)/g)].map((m) => m[1])),
    );
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !(name in THEME_VARIABLES))).toEqual([]);
  });
});
