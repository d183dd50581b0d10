import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishTexts } from '../../../src/i18n/english';
import type { Texts } from '../../../src/i18n/messages/translate';

/**
 * The interface's two languages agree (docs/decisions.md "Texts in two languages"): every Chinese
 * table has its English under the same area name, with the same keys and the same placeholders, and
 * no English text is still Chinese. The types check the keys when the tree builds; this checks what
 * the types cannot: the area names the translators are made with, and the placeholders.
 */
const DIR = join(__dirname, '../../../src/i18n/messages');
const CHINESE = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff01-\uff5e]/;
/** English with no Chinese table: the built-in schemas' labels, whose Chinese is their declarations. */
const ENGLISH_ONLY = ['schemas'];

const zhFiles = readdirSync(join(DIR, 'zh-CN')).filter((f) => f.endsWith('.ts'));
const zhAreas = zhFiles.map((f) => f.slice(0, -3));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

async function chineseTable(area: string): Promise<Texts> {
  const module = (await import(`../../../src/i18n/messages/zh-CN/${area}.ts`)) as Record<string, unknown>;
  const tables = Object.values(module).filter((v): v is Texts => typeof v === 'object' && v !== null);
  expect(tables, `zh-CN/${area}.ts exports one table`).toHaveLength(1);
  return tables[0];
}

describe('the interface texts', () => {
  it('has areas in both languages', () => {
    expect(zhAreas.length).toBeGreaterThan(10);
    expect(Object.keys(englishTexts).sort()).toEqual([...zhAreas, ...ENGLISH_ONLY].sort());
  });

  it.each(zhAreas)('%s: the translator is named after its file', (area) => {
    const source = readFileSync(join(DIR, 'zh-CN', `${area}.ts`), 'utf8');
    const names = [...source.matchAll(/translator\(\s*'([^']+)'/g)].map((m) => m[1]);
    expect(names).toEqual([area]);
  });

  it.each(zhAreas)('%s: English has the same keys and placeholders, and no Chinese', async (area) => {
    const zh = await chineseTable(area);
    const en = englishTexts[area];
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const [key, text] of Object.entries(zh)) {
      expect(placeholders(en[key]), `${area}.${key}`).toEqual(placeholders(text));
      expect(en[key], `${area}.${key} is English`).not.toMatch(CHINESE);
      expect(en[key].trim(), `${area}.${key} is not empty`).not.toBe('');
    }
  });
});
