import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishTexts } from '../../../src/i18n/english';
import type { Texts } from '../../../src/i18n/messages/translate';
import { serverChineseTexts, serverEnglishTexts } from '../../../server/src/messages/tables';

/**
 * The interface's two languages agree (docs/decisions.md "Texts in two languages"): every Chinese
 * table has its English under the same area name, with the same keys and the same placeholders, and
 * no English text is still Chinese — the interface's tables and the server's own alike. The types check the keys when the tree builds; this checks what
 * the types cannot: the area names the translators are made with, and the placeholders.
 */
/** Where tables live: the interface's, and the server's own (what its replies say, server/src/http/reply-language.ts). */
const ROOTS = [
  { name: 'interface', dir: join(__dirname, '../../../src/i18n/messages'), english: englishTexts },
  { name: 'server', dir: join(__dirname, '../../../server/src/messages'), english: serverEnglishTexts },
];
const CHINESE = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff5e]/;
/** English with no Chinese table: the built-in schemas' labels, whose Chinese is their declarations. */
const ENGLISH_ONLY: Readonly<Record<string, string[]>> = { interface: ['schemas'], server: [] };

const areasOf = (dir: string) =>
  readdirSync(join(dir, 'zh-CN'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

async function chineseTable(dir: string, area: string): Promise<Texts> {
  const module = (await import(join(dir, 'zh-CN', `${area}.ts`))) as Record<string, unknown>;
  const tables = Object.values(module).filter((v): v is Texts => typeof v === 'object' && v !== null);
  expect(tables, `zh-CN/${area}.ts exports one table`).toHaveLength(1);
  return tables[0];
}

describe.each(ROOTS)('the $name texts', ({ name, dir, english }) => {
  const areas = areasOf(dir);

  it('has areas in both languages', () => {
    expect(areas.length).toBeGreaterThan(0);
    expect(Object.keys(english).sort()).toEqual([...areas, ...ENGLISH_ONLY[name]].sort());
  });

  it.each(areas)('%s: the translator is named after its file', (area) => {
    const source = readFileSync(join(dir, 'zh-CN', `${area}.ts`), 'utf8');
    const names = [...source.matchAll(/translator\(\s*'([^']+)'/g)].map((m) => m[1]);
    expect(names).toEqual([area]);
  });

  it.each(areas)('%s: English has the same keys and placeholders, and no Chinese', async (area) => {
    const zh = await chineseTable(dir, area);
    const en = english[area];
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const [key, text] of Object.entries(zh)) {
      expect(placeholders(en[key]), `${area}.${key}`).toEqual(placeholders(text));
      expect(en[key], `${area}.${key} is English`).not.toMatch(CHINESE);
      expect(en[key].trim(), `${area}.${key} is not empty`).not.toBe('');
    }
  });
});

describe('the server’s areas', () => {
  it('are named apart from the interface’s (a reply reads both under one name each)', () => {
    const shared = Object.keys(serverEnglishTexts).filter((area) => Object.hasOwn(englishTexts, area));
    expect(shared).toEqual([]);
    expect(Object.keys(serverEnglishTexts).every((area) => area.startsWith('server'))).toBe(true);
  });

  it('keep `field…` keys for the titles of fields alone (server/src/messages/shown-labels.ts names fields by them)', () => {
    const sentences = Object.entries(serverChineseTexts).flatMap(([area, table]) =>
      Object.entries(table)
        .filter(([key, text]) => key.startsWith('field') && /\{\{|[，。：]/.test(text))
        .map(([key]) => `${area}.${key}`),
    );
    expect(sentences).toEqual([]);
  });
});
