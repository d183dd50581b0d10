import { resourceSchemas } from '../../../src/schemas';
import { companyInfoSchema, profileSchema } from '../../../src/schemas/settingForms';
import type { FieldSchema } from '../../../src/schemas/types';
import { localizeSchema } from '../../../src/i18n/messages/schemaTexts';
import { textLocale } from '../../../src/i18n/messages/translate';
import { serverHttpTexts, t as http } from './zh-CN/serverHttp';
import { serverEngineTexts, t as engine } from './zh-CN/serverEngine';
import { serverChineseTexts, serverEnglishTexts } from './tables';

/**
 * The request schemas name fields by their Chinese labels (`title`, request-schemas.ts), compiled once
 * for every request; a refusal said in English names them by the built-in schemas' English instead,
 * found by the Chinese: the labels and pattern messages of the built-in resources and their fields (their
 * English in src/i18n/messages/en-US/schemas.ts) and the engine's own titles and columns, and
 * the hand-written routes' fields (a server table's `field…` keys). A label an admin typed has no
 * English and stays as typed, as it shows on their screens.
 */
let byChinese: Map<string, string> | undefined;

/** Chinese → English of every built-in label, made once, in English (so inside `sayTo`). */
function englishByChinese(): Map<string, string> {
  const map = new Map<string, string>();
  const add = (zh: string | undefined, en: string | undefined) => {
    if (zh && en && zh !== en && !map.has(zh)) map.set(zh, en);
  };
  const walk = (fields: readonly FieldSchema[], english: readonly FieldSchema[]) =>
    fields.forEach((f, i) => {
      add(f.label, english[i].label);
      add(f.patternMessage, english[i].patternMessage);
      if (f.itemFields) walk(f.itemFields, english[i].itemFields ?? []);
    });
  for (const schema of [...resourceSchemas, companyInfoSchema, profileSchema]) {
    const english = localizeSchema(schema);
    add(schema.label, english.label);
    walk(schema.fields, english.fields);
  }
  for (const key of ['recordId', 'lineId', 'lineNo'] as const) add(serverHttpTexts[key], http(key));
  for (const key of ['columnId', 'columnCreatedAt', 'columnUpdatedAt'] as const) add(serverEngineTexts[key], engine(key));
  // The hand-written routes' fields: every server table's `field…` texts are titles.
  for (const [area, chinese] of Object.entries(serverChineseTexts))
    for (const [key, zh] of Object.entries(chinese)) if (key.startsWith('field')) add(zh, serverEnglishTexts[area][key]);
  return map;
}

/** `text` (a resource's or field's label, a pattern message, as the server holds it) in the language being said. */
export function shownLabel(text: string): string {
  if (textLocale() !== 'en-US') return text;
  byChinese ??= englishByChinese();
  return byChinese.get(text) ?? text;
}
