import { describe, expect, it } from 'vitest';
import { translationsMade } from '../../../src/i18n/messages/translate';

/**
 * No text is translated while a module loads (src/i18n/messages/translate.ts): English arrives after the
 * modules are evaluated (src/i18n/locale.ts), so a text taken at import — a constant, a default — would
 * stay Chinese for a person who chose English. Every client module is imported here, and none may
 * have called a translator. (src/main.tsx draws the page when imported: it is the one left out.)
 */
const modules = import.meta.glob(['../../../src/**/*.{ts,tsx}', '!../../../src/main.tsx', '!../../../src/**/*.d.ts']);

describe('texts at import', () => {
  it('no client module translates a text while it loads', { timeout: 120_000 }, async () => {
    const takers: string[] = [];
    for (const [path, load] of Object.entries(modules)) {
      const before = translationsMade();
      await load();
      if (translationsMade() !== before) takers.push(path.replace('../../../', ''));
    }
    expect(Object.keys(modules).length).toBeGreaterThan(300);
    expect(takers).toEqual([]);
  });
});
