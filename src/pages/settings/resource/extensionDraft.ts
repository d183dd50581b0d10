/**
 * The designer's "extension" mode (docs/requirements.md §10.3): the fields a tenant adds to a built-in resource. The
 * draft being edited holds only the custom fields, with the resource's name, label and title field
 * for the screen; the built-in's own fields come from the bundle and are never edited or sent.
 */
import { resourceSchemas } from '../../../schemas';
import { customFieldsOf } from '../../../schemas/extendSchema';
import type { FieldSchema, ResourceSchema } from '../../../schemas/types';
import { savedField, type ResourceDraft } from './draftEdits';
import { localizeSchema } from '../../../i18n/messages/schemaTexts';

/** What `POST /setting/resource/save` sends for a built-in: its name and only the custom fields. */
export interface SavedExtension {
  name: string;
  fields: FieldSchema[];
}

/**
 * The built-in resource `name` as the bundle declares it (authoritative for its own fields; its texts in
 * the shown language, for the screen: only the custom fields are sent), else the served one without its
 * custom fields (a built-in of a newer server than this client).
 */
export function builtInBase(name: string, served: ResourceSchema | null): ResourceSchema | null {
  const bundled = resourceSchemas.find((s) => s.name === name);
  if (bundled) return localizeSchema(bundled);
  return served ? { ...served, fields: served.fields.filter((f) => !f.custom) } : null;
}

/** A draft of `fields` on `base`; the `custom` mark is the server's to set, so it is not edited. */
export function extensionDraft(base: ResourceSchema, fields: readonly FieldSchema[]): ResourceDraft {
  return {
    name: base.name,
    label: base.label,
    icon: base.icon,
    titleField: base.titleField,
    fields: structuredClone(fields as FieldSchema[]).map(({ custom: _c, column: _k, ...f }) => f),
  };
}

/** The draft of the published custom fields of a served extended schema. */
export const publishedExtension = (base: ResourceSchema, served: ResourceSchema | null) => extensionDraft(base, customFieldsOf(served));

/** What a save of the custom fields sends. */
export function toSavedExtension(draft: ResourceDraft): SavedExtension {
  return { name: draft.name, fields: draft.fields.map(savedField) };
}
