/**
 * What is wrong with a draft, in the designer's words, and the part of it the preview can safely draw. The
 * problems are the shared design rules' (src/schemas/designCheck.ts: the server refuses a publish
 * with the same sentences), then, when those find nothing, validateSchema's (the server's safety
 * net, said again in the designer's words by problemText). A field with problems is left out of the preview
 * instead of failing it whole, so a half-typed field never blanks the screen.
 */
import { resourceSchemas } from '../../../schemas';
import { designNameRule, designProblems, takenNames, isDesignName, isTakenName } from '../../../schemas/designCheck';
import { t, type designerProblemsTexts } from '../../../i18n/messages/zh-CN/designerProblems';
import { t as tdc } from '../../../i18n/messages/zh-CN/schemaDesignCheck';
import { SchemaError, validateSchema, type SchemaProblem } from '../../../schemas/validateSchema';
import type { FieldSchema, FormSection, ResourceSchema } from '../../../schemas/types';
import { forPreview, type ResourceDraft } from './draftEdits';
import { problemText } from './problemText';
import { targetLookup } from './referenceTargets';

/** A field without a label. */
export const fieldLabelText = () => t('fieldLabelRequired');

/** The problems of a draft. */
export interface DraftProblems {
  /** The resource's own (API name, label), for under their inputs. */
  resource: string[];
  /** Each field's, by index, for under the field. */
  fields: string[][];
  /** Everything a publish would refuse, each naming resource and field (the list beside the preview). */
  all: string[];
  /** The draft as the preview draws it (fields with problems left out), or null when nothing is left. */
  preview: ResourceSchema | null;
}

/** Names an added resource may not take, as the server counts them (src/schemas/designCheck.ts). */
export const BUILT_IN_NAMES: ReadonlySet<string> = takenNames(resourceSchemas);

/** validateSchema's problems (none when sound). */
export function schemaErrors(schema: ResourceSchema, schemas: readonly ResourceSchema[]): SchemaProblem[] {
  try {
    validateSchema(schema, targetLookup(schemas));
    return [];
  } catch (e) {
    if (e instanceof SchemaError) return e.problems;
    return [{ resource: schema.name, message: e instanceof Error ? e.message : String(e) }];
  }
}

const filled = (s: unknown): s is string => typeof s === 'string' && s.trim().length > 0;

/** A part of a sentence as a sentence of its own: its first letter capitalised (Chinese has none). */
const sentence = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * One field checked on its own: the design rules' sentences about it, without the part naming the
 * resource and the field (the editor shows them under the field); validateSchema's when those are silent.
 */
function ownProblems(field: FieldSchema, schemas: readonly ResourceSchema[]): string[] {
  const alone: ResourceSchema = { name: 'preview', label: 'preview', apiBase: '/preview', titleField: field.name, fields: [field] };
  // The design rules name the resource and the field first (their `fieldProblem`): that part is cut off.
  const r = tdc('resourceQuoted', { label: alone.label });
  const prefix = tdc('fieldProblem', { r, field: filled(field.label) ? field.label : field.name || tdc('unnamed'), problem: '' });
  const design = designProblems(alone, targetLookup(schemas))
    .filter((p) => p.startsWith(prefix))
    // A Chinese sentence's 的 (“的字段名须…”) is left by the cut.
    .map((p) => sentence(p.slice(prefix.length).replace(/^的/, '')))
    .map((p) => (p === sentence(tdc('noLabel')) ? fieldLabelText() : p));
  if (design.length) return design;
  return schemaErrors(alone, schemas)
    .filter((p) => !p.message.startsWith('titleField'))
    .map((p) => problemText(p.message));
}

function resourceProblems(draft: ResourceDraft, taken: ReadonlySet<string>, nameSaved: boolean): string[] {
  const out: string[] = [];
  if (nameSaved) {
    // Checked when first saved.
  } else if (!draft.name.trim()) out.push(t('apiNameRequired'));
  else if (!isDesignName(draft.name)) out.push(t('apiNameRule', { rule: designNameRule() }));
  else if (taken.has(draft.name)) out.push(t('apiNameTaken', { name: draft.name }));
  else if (isTakenName(taken, draft.name)) out.push(t('apiNameTooClose', { name: draft.name }));
  if (!draft.label.trim()) out.push(t('labelRequired'));
  return out;
}

/** Each field's own problems, by index, in the words shown under the field. */
export function draftFieldProblems(draft: ResourceDraft, schemas: readonly ResourceSchema[]): string[][] {
  return draft.fields.map((f, i) => {
    const out = ownProblems(f, schemas);
    if (draft.fields.slice(0, i).some((e) => e.name === f.name)) out.push(t('fieldNameTwice'));
    return [...new Set(out)];
  });
}

/**
 * The design rules' sentences about the resource's name or label (src/schemas/designCheck.ts
 * `designProblems`): the designer's own words (resourceProblems) say them then.
 */
function nameOrLabelSentences(schema: ResourceSchema): Set<string> {
  const r = filled(schema.label) ? tdc('resourceQuoted', { label: schema.label }) : tdc('resourceNamed', { name: schema.name ?? '' });
  return new Set([
    tdc('resourceProblem', { r, problem: tdc('resourceNameRule', { rule: designNameRule() }) }),
    tdc('resourceProblem', { r, problem: tdc('reservedTableName', { name: schema.name }) }),
    tdc('resourceNoLabel', { name: schema.name ?? '' }),
  ]);
}

/**
 * Everything a publish would refuse: the resource's name and label in the designer's words, the
 * design rules' other sentences, and validateSchema's problems when nothing else is left.
 */
function publishProblems(draft: ResourceDraft, schemas: readonly ResourceSchema[], resource: string[], nameSaved: boolean): string[] {
  const schema = forPreview(draft);
  const aboutNameOrLabel = nameOrLabelSentences(schema);
  const design = designProblems(schema, targetLookup(schemas), BUILT_IN_NAMES, { nameSaved }).filter(
    (p) => !(resource.length && aboutNameOrLabel.has(p)),
  );
  if (resource.length || design.length) return [...resource, ...design];
  const labelOf = (name?: string) => draft.fields.find((f) => f.name === name)?.label || name;
  return [...new Set(schemaErrors(schema, schemas).map((p) => fieldProblem(p.field && labelOf(p.field), problemText(p.message))))];
}

/** A validateSchema problem, after the label of the field it names (if any). */
export const fieldProblem = (field: string | undefined, problem: string) => (field ? t('fieldProblem', { field, problem }) : problem);

/** The preview's schema: the sound fields, with the title, sort and sections limited to them. */
function previewSchema(draft: ResourceDraft, fields: string[][]): ResourceSchema | null {
  const kept = draft.fields.filter((_, i) => !fields[i].length);
  if (!kept.length) return null;
  const names = new Set(kept.map((f) => f.name));
  const soundSections = (sections?: FormSection[]) => sections?.map((s) => ({ ...s, fields: s.fields.filter((n) => names.has(n)) }));
  const sort = draft.list?.defaultSort;
  const sortable = sort && kept.some((f) => f.name === sort.field && f.sortable);
  const list = draft.list && {
    ...draft.list,
    columns: draft.list.columns?.filter((n) => names.has(n)),
    filters: draft.list.filters?.filter((n) => names.has(n)),
    defaultSort: sortable ? sort : undefined,
  };
  return {
    ...forPreview(draft),
    label: draft.label.trim() || t('newResource'),
    titleField: names.has(draft.titleField) ? draft.titleField : kept[0].name,
    fields: kept,
    list,
    form: draft.form && { sections: soundSections(draft.form.sections) },
    show: draft.show && { sections: soundSections(draft.show.sections) },
  };
}

/**
 * Checks a draft against `schemas` (the resources its references may point at). `taken`: names the
 * draft may not have (by default the built-in ones; a new resource adds the tenant's others).
 * `nameSaved`: a saved design's name, not checked again (designProblems).
 */
export function draftProblems(
  draft: ResourceDraft,
  schemas: readonly ResourceSchema[],
  taken: ReadonlySet<string> = BUILT_IN_NAMES,
  nameSaved = false,
): DraftProblems {
  const resource = resourceProblems(draft, taken, nameSaved);
  const fields = draftFieldProblems(draft, schemas);
  return { resource, fields, all: publishProblems(draft, schemas, resource, nameSaved), preview: previewSchema(draft, fields) };
}

/** The type settings whose problems show under their own inputs (省市区, 附件, 自动编号). */
export type SettingKey = 'regionLevel' | 'accept' | 'maxSize' | 'max' | 'numberPattern';

/**
 * Words that tie a design rule's sentence to a setting, for the types that have it: the keys of the
 * words (designerProblems texts) the rules' sentences use (src/schemas/fieldTypes/, src/domain/autoNumber.ts).
 */
const SETTING_WORDS: ReadonlyArray<[FieldSchema['type'], SettingKey, keyof typeof designerProblemsTexts]> = [
  ['region', 'regionLevel', 'wordRegionLevel'],
  ['file', 'accept', 'wordAccept'],
  ['file', 'maxSize', 'wordMaxSize'],
  ['file', 'max', 'wordMaxFiles'],
  ['autoNumber', 'numberPattern', 'wordNumberPattern'],
];

/**
 * A field's problems split between the inputs of its type's settings (编号规则, 允许的类型, …) and the
 * rest, which the editor lists below the field. A setting the type does not have (an imported text
 * field with a 编号规则) has no input, so its problem stays in the rest.
 */
export function settingProblems(
  type: FieldSchema['type'],
  problems: readonly string[],
): { at: Partial<Record<SettingKey, string>>; rest: string[] } {
  const at: Partial<Record<SettingKey, string>> = {};
  const rest: string[] = [];
  const words = SETTING_WORDS.filter(([of]) => of === type).map(([, key, word]) => [key, t(word).toLowerCase()] as const);
  for (const p of problems) {
    const hit = words.find(([key, word]) => p.toLowerCase().includes(word) && at[key] === undefined);
    if (hit) at[hit[0]] = p;
    else rest.push(p);
  }
  return { at, rest };
}
