/**
 * 表单分组 and 详情分组 as pure edits of a draft: the form's sections and the show page's. A
 * section keeps the name of a field while the field is hidden there (表单显示 / 详情显示 off): the
 * engine draws only the visible ones (schemaLayout's sections), so showing the field again puts
 * it back in its section and place instead of under 其他信息. The memo is part of the saved and
 * published design, so it survives a reload as well. The editor shows and changes the visible
 * names only; the hidden ones keep their places.
 */
import { fieldVisibility } from '../../../schemas/fieldDefaults';
import type { FieldSchema, FormSection, ResourceSchema } from '../../../schemas/types';
import { t } from '../../../i18n/messages/zh-CN/designerForm';

/** Which layout: the create / edit form's (表单分组) or the show page's (详情分组). */
export type SectionsKind = 'form' | 'show';

/** The parts of a draft the sections read and write (any draft type fits). */
type Laid = Pick<ResourceSchema, 'fields' | 'form' | 'show'>;

/** The sections of `kind` (none: the default layout, or for the show page the form's). */
export const sectionsOf = (draft: Laid, kind: SectionsKind): FormSection[] => draft[kind]?.sections ?? [];

/** Whether a field shows on `kind`'s screen (its 表单显示 / 详情显示). */
export const shownOn = (f: FieldSchema, kind: SectionsKind) => fieldVisibility(f)[kind];

/** Whether the show page has sections of its own (详情分组 自定义) rather than following the form's. */
export const hasOwnShowSections = (draft: Laid) => draft.show?.sections !== undefined;

/**
 * Sets the sections of `kind`. No form section left removes `form` (the default form); the show
 * page keeps an empty list, which is still its own layout (不分组), not the form's.
 */
function withSections<D extends Laid>(draft: D, kind: SectionsKind, sections: FormSection[]): D {
  if (kind === 'form' && !sections.length) {
    const { form: _old, ...rest } = draft;
    return rest as D;
  }
  const layout = { ...draft[kind], sections };
  return kind === 'form' ? { ...draft, form: layout } : { ...draft, show: layout };
}

/** Fields shown on `kind`'s screen that no section lists (the engine shows them last, under 其他信息). */
export function unsectionedFields(draft: Laid, kind: SectionsKind): FieldSchema[] {
  const listed = new Set(sectionsOf(draft, kind).flatMap((s) => s.fields));
  return draft.fields.filter((f) => f.name && shownOn(f, kind) && !listed.has(f.name));
}

/**
 * Adds a section at the end, holding the fields no section lists yet. The first one (基本信息)
 * takes every field, hidden ones too: the screen looks the same with a title above it, and a
 * field hidden now comes back in field order when shown, as it would have without sections.
 */
export function addSection<D extends Laid>(draft: D, kind: SectionsKind): D {
  const sections = sectionsOf(draft, kind);
  const titles = new Set(sections.map((s) => s.title));
  let n = sections.length + 1;
  while (titles.has(t('newSectionTitle', { n }))) n++;
  const title = sections.length ? t('newSectionTitle', { n }) : t('basicInfo');
  const taken = sections.length ? unsectionedFields(draft, kind) : draft.fields.filter((f) => f.name);
  return withSections(draft, kind, [...sections, { title, fields: [...new Set(taken.map((f) => f.name))] }]);
}

/** Renames a section; an empty title leaves it untitled (no divider). */
export function setSectionTitle<D extends Laid>(draft: D, kind: SectionsKind, index: number, title: string): D {
  const sections = sectionsOf(draft, kind);
  if (!sections[index]) return draft;
  const retitled = ({ title: _old, ...s }: FormSection): FormSection => (title ? { title, ...s } : s);
  return withSections(
    draft,
    kind,
    sections.map((s, i) => (i === index ? retitled(s) : s)),
  );
}

/**
 * Sets the shown fields of a section, in order; a field another section had moves here (a field
 * shows once). The section's hidden fields keep their slots and the chosen ones fill the others
 * in order, the rest going last, so a hidden field returns between the neighbours it had.
 */
export function setSectionFields<D extends Laid>(draft: D, kind: SectionsKind, index: number, names: readonly string[]): D {
  const sections = sectionsOf(draft, kind);
  if (!sections[index]) return draft;
  const byName = new Map(draft.fields.map((f) => [f.name, f]));
  const chosen = [...new Set(names)].filter((n) => byName.has(n));
  const taken = new Set(chosen);
  const hidden = (n: string) => byName.has(n) && !taken.has(n) && !shownOn(byName.get(n)!, kind);
  const queue = [...chosen];
  const fields: string[] = [];
  for (const n of sections[index].fields) {
    if (hidden(n)) fields.push(n);
    else if (queue.length) fields.push(queue.shift()!);
  }
  fields.push(...queue);
  return withSections(
    draft,
    kind,
    sections.map((s, i) => (i === index ? { ...s, fields } : { ...s, fields: s.fields.filter((n) => !taken.has(n)) })),
  );
}

/** Removes a section (its fields go to 其他信息); the last form section gone means the default form. */
export function removeSection<D extends Laid>(draft: D, kind: SectionsKind, index: number): D {
  const sections = sectionsOf(draft, kind);
  if (!sections[index]) return draft;
  return withSections(
    draft,
    kind,
    sections.filter((_, i) => i !== index),
  );
}

/** Moves a section from one place to another (上移 / 下移). */
export function moveSection<D extends Laid>(draft: D, kind: SectionsKind, from: number, to: number): D {
  const sections = [...sectionsOf(draft, kind)];
  if (from === to || from < 0 || to < 0 || from >= sections.length || to >= sections.length) return draft;
  const [moved] = sections.splice(from, 1);
  sections.splice(to, 0, moved);
  return withSections(draft, kind, sections);
}

/** 详情分组 自定义: the show page's own sections, starting as a copy of the form's so nothing moves yet. */
export function ownShowSections<D extends Laid>(draft: D): D {
  if (hasOwnShowSections(draft)) return draft;
  return { ...draft, show: { sections: structuredClone(sectionsOf(draft, 'form')) } };
}

/** 详情分组 与表单分组相同: the show page's own sections dropped, so it follows the form's. */
export function showLikeForm<D extends Laid>(draft: D): D {
  const { show: _old, ...rest } = draft;
  return rest as D;
}

/** Renames (`to` a name) or forgets (`to` undefined) a field in every section of both layouts. */
export function renameInSections<D extends Laid>(draft: D, from: string, to: string | undefined): D {
  const swap = (s: FormSection) => ({ ...s, fields: s.fields.flatMap((n) => (n !== from ? [n] : to ? [to] : [])) });
  let next = draft;
  for (const kind of ['form', 'show'] as const) {
    if (draft[kind]?.sections) next = { ...next, [kind]: { ...draft[kind], sections: draft[kind].sections.map(swap) } };
  }
  return next;
}

/** A layout as a save sends it: trimmed titles, an emptied title left out (untitled). */
export function savedLayout(layout: { sections?: FormSection[] }): { sections?: FormSection[] } {
  if (!layout.sections) return layout;
  const trimmed = ({ title, ...s }: FormSection): FormSection => (title?.trim() ? { title: title.trim(), ...s } : s);
  return { ...layout, sections: layout.sections.map(trimmed) };
}
