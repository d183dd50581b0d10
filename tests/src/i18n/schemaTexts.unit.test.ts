import { afterEach, describe, expect, it } from 'vitest';
import { resourceSchemas } from '../../../src/schemas';
import { companyInfoSchema, profileSchema } from '../../../src/schemas/settingForms';
import { MENU, resolveMenu, flattenMenu } from '../../../src/schemas/menu';
import { appendCustomFields } from '../../../src/schemas/extendSchema';
import type { ResourceSchema } from '../../../src/schemas/types';
import { englishTexts, schemaOverlay } from '../../../src/i18n/english';
import { useSchemaOverlay } from '../../../src/i18n/messages/schemaOverlay';
import { useEnglishTexts } from '../../../src/i18n/messages/translate';
import { localizeMenuLabel, localizeSchema, localizeSchemas } from '../../../src/i18n/messages/schemaTexts';

const CHINESE = /[\u3400-\u9fff\uf900-\ufaff]/;
/** Properties whose strings are data, not texts a person reads (none carries Chinese today). */
const DATA_KEYS = new Set(['value', 'name', 'fields', 'columns', 'filters', 'via', 'resource', 'default']);

/** Every string of `value` with Chinese in it, by path, outside data properties. */
function chineseTexts(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return CHINESE.test(value) ? [`${path}: ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => chineseTexts(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (DATA_KEYS.has(k) && typeof v !== 'object' ? [] : chineseTexts(v, `${path}.${k}`)));
  return [];
}

const BUILT_INS: ResourceSchema[] = [...resourceSchemas, companyInfoSchema, profileSchema];

/** English as src/i18n/locale.ts puts it on: the tables and the schemas' overlay. */
const inEnglish = () => {
  useEnglishTexts(englishTexts);
  useSchemaOverlay(schemaOverlay);
};
afterEach(() => {
  useEnglishTexts(null);
  useSchemaOverlay(null);
});

describe('the built-in schemas in English', () => {
  it.each(BUILT_INS.map((s) => [s.name, s] as const))('%s carries no Chinese text once localized', (_name, schema) => {
    inEnglish();
    const localized = localizeSchema(schema);
    expect(chineseTexts(localized, schema.name)).toEqual([]);
    // Only texts change: the data stays as declared.
    expect(localized.fields.map((f) => f.name)).toEqual(schema.fields.map((f) => f.name));
    expect(localized.fields.flatMap((f) => f.options?.map((o) => o.value) ?? [])).toEqual(
      schema.fields.flatMap((f) => f.options?.map((o) => o.value) ?? []),
    );
  });

  it('the declarations themselves stay Chinese (the server names fields with them)', () => {
    inEnglish();
    localizeSchemas(BUILT_INS);
    expect(resourceSchemas.find((s) => s.name === 'customer')!.label).toBe('客户');
  });

  it('finds a label that lacks English', () => {
    inEnglish();
    const customer = resourceSchemas.find((s) => s.name === 'customer')!;
    const unknown = { ...customer, fields: [...customer.fields, { name: 'notInTheTable', label: '未翻译', type: 'text' as const }] };
    expect(chineseTexts(localizeSchema(unknown), 'customer')).toEqual(['customer.fields[' + customer.fields.length + '].label: 未翻译']);
  });

  it('keeps a custom field its own label and shows the custom section in English', () => {
    inEnglish();
    const customer = resourceSchemas.find((s) => s.name === 'customer')!;
    const extended = appendCustomFields(customer, [{ name: 'industry', label: '行业', type: 'text', custom: true }]);
    const localized = localizeSchema(extended);
    expect(localized.fields.at(-1)!.label).toBe('行业');
    expect(localized.form!.sections!.at(-1)!.title).toBe('Custom fields');
    expect(localized.label).toBe('Customer');
  });

  it('gives the menu’s own entries in English and keeps a label an admin wrote', () => {
    inEnglish();
    const schemas = localizeSchemas(resourceSchemas);
    expect(flattenMenu(resolveMenu(schemas, MENU, localizeMenuLabel)).filter((i) => CHINESE.test(i.label))).toEqual([]);
    const renamed = MENU.map((i) => (i.name === 'dashboard' ? { ...i, label: '首页' } : i));
    expect(resolveMenu(schemas, renamed, localizeMenuLabel)[0].label).toBe('首页');
    // Asked for no language (the system menu's defaults, the server): the declared Chinese, as stored.
    expect(resolveMenu(resourceSchemas)[0].label).toBe('仪表盘');
  });
});

describe('the built-in schemas in Chinese', () => {
  it('are given back as they are', () => {
    for (const schema of BUILT_INS) expect(localizeSchema(schema)).toBe(schema);
    expect(localizeSchemas(resourceSchemas)).toBe(resourceSchemas);
    expect(resolveMenu(resourceSchemas)[0].label).toBe('仪表盘');
  });
});
