/**
 * The built-in schemas in English (docs/decisions.md "Texts in two languages"): their declarations
 * (src/schemas/*.ts) carry Chinese labels, which the server names fields with; the client shows
 * a copy with each text replaced by its English in en-US/schemas.ts, keyed by where it sits:
 * `<resource>.label`, `<resource>.fields.<field>.label|help|placeholder|patternMessage`,
 * `<resource>.fields.<field>.options.<value>`, line items' `<resource>.fields.<field>.items.<item>.…`,
 * `<resource>.list.searchPlaceholder`, `<resource>.form.sections.<i>`, `<resource>.show.sections.<i>`,
 * `<resource>.show.related.<i>`. A text without English (a custom field, a resource an admin
 * designed) keeps its own. In Chinese the schema itself is given back, so served schemas compared by
 * object stay the same.
 *
 * The shapes are structural (src/i18n/messages imports nothing else of src/): a ResourceSchema fits.
 */
import { englishText, textLocale } from './translate';
import { schemaExtendTexts, t as te } from './zh-CN/schemaExtend';

const AREA = 'schemas';

interface LocalizableOption {
  value: string | number;
  label: string;
}

interface LocalizableField {
  name: string;
  label: string;
  help?: string;
  placeholder?: string;
  patternMessage?: string;
  options?: readonly LocalizableOption[];
  itemFields?: readonly LocalizableField[];
  custom?: boolean;
}

interface LocalizableSection {
  title?: string;
}

export interface LocalizableSchema {
  name: string;
  label: string;
  fields: readonly LocalizableField[];
  list?: { searchPlaceholder?: string };
  form?: { sections?: readonly LocalizableSection[] };
  show?: { sections?: readonly LocalizableSection[]; related?: readonly LocalizableSection[] };
}

const FIELD_TEXTS = ['label', 'help', 'placeholder', 'patternMessage'] as const;

/** The text at `key` in English, or `text` itself where English has none. */
const english = (key: string, text: string): string => englishText(AREA, key) ?? text;

function localizeField<F extends LocalizableField>(field: F, prefix: string): F {
  if (field.custom) return field; // a tenant's own field: its label is theirs
  const key = `${prefix}.${field.name}`;
  const copy: F = { ...field };
  for (const name of FIELD_TEXTS) {
    const text = field[name];
    if (typeof text === 'string') (copy as LocalizableField)[name] = english(`${key}.${name}`, text);
  }
  if (field.options) copy.options = field.options.map((o) => ({ ...o, label: english(`${key}.options.${o.value}`, o.label) }));
  if (field.itemFields) copy.itemFields = field.itemFields.map((f) => localizeField(f, `${key}.items`));
  return copy;
}

/** A section title: the built-in's by place, the custom fields' section by its title (extendSchema.ts). */
function sectionTitle(title: string | undefined, key: string): string | undefined {
  if (title === undefined) return undefined;
  if (title === schemaExtendTexts.customSection) return te('customSection');
  return english(key, title);
}

function localizeSections<S extends LocalizableSection>(sections: readonly S[], prefix: string): S[] {
  return sections.map((s, i) => (s.title === undefined ? s : { ...s, title: sectionTitle(s.title, `${prefix}.${i}`) }));
}

/** The schema with its texts in the shown language: itself in Chinese, a copy in English. */
export function localizeSchema<S extends LocalizableSchema>(schema: S): S {
  if (textLocale() !== 'en-US') return schema;
  const name = schema.name;
  const copy: S = {
    ...schema,
    label: english(`${name}.label`, schema.label),
    fields: schema.fields.map((f) => localizeField(f, `${name}.fields`)),
  };
  if (schema.list?.searchPlaceholder !== undefined)
    copy.list = { ...schema.list, searchPlaceholder: english(`${name}.list.searchPlaceholder`, schema.list.searchPlaceholder) };
  if (schema.form?.sections) copy.form = { ...schema.form, sections: localizeSections(schema.form.sections, `${name}.form.sections`) };
  if (schema.show?.sections || schema.show?.related)
    copy.show = {
      ...schema.show,
      ...(schema.show.sections ? { sections: localizeSections(schema.show.sections, `${name}.show.sections`) } : {}),
      ...(schema.show.related ? { related: localizeSections(schema.show.related, `${name}.show.related`) } : {}),
    };
  return copy;
}

/** Every schema of a list in the shown language (the list itself in Chinese). */
export function localizeSchemas<S extends LocalizableSchema>(schemas: readonly S[]): readonly S[] {
  return textLocale() === 'en-US' ? schemas.map((s) => localizeSchema(s)) : schemas;
}

/**
 * The label of one of the menu's own entries (src/schemas/menu.ts: pages and groups, not resources)
 * in the shown language; `label` is the declared Chinese, kept where English has none.
 */
export function localizeMenuLabel(name: string, label: string): string {
  return textLocale() === 'en-US' ? english(`menu.${name}`, label) : label;
}

/**
 * A menu entry as the server sends it (the menus table's label, src/state/userMenu.ts): shown in English
 * while it is still the built-in's Chinese (`builtIn`: the menu's declared label or the resource's);
 * a label an admin wrote stays theirs.
 */
export function localizeServedMenuLabel(name: string, label: string, builtIn: string | undefined): string {
  if (textLocale() !== 'en-US' || builtIn === undefined || label !== builtIn) return label;
  return englishText(AREA, `menu.${name}`) ?? english(`${name}.label`, label);
}

/** A built-in resource's label as the server lists it (the designer's list): in the shown language. */
export function localizeBuiltInLabel(name: string, label: string): string {
  return textLocale() === 'en-US' ? english(`${name}.label`, label) : label;
}
