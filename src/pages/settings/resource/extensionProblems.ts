/**
 * What is wrong with the custom fields drafted for a built-in resource, and the schema the preview
 * draws: the built-in with the sound custom fields, merged exactly as the served schemas are
 * (src/schemas/extendSchema.ts). The rules are the shared ones the server publishes with
 * (designCheck.ts `extensionProblems`): besides each field's own, a name must not be one of the
 * resource's fields, and a required field needs a default.
 */
import { extensionProblems, isTakenName } from '../../../schemas/designCheck';
import { extendSchema } from '../../../schemas/extendSchema';
import type { ResourceSchema } from '../../../schemas/types';
import type { ResourceDraft } from './draftEdits';
import { draftFieldProblems, fieldProblem, schemaErrors, type DraftProblems } from './draftProblems';
import { problemText } from './problemText';
import { targetLookup } from './referenceTargets';
import { toSavedExtension } from './extensionDraft';
import { t } from '../../../i18n/messages/zh-CN/designerProblems';

/** A required custom field without a default (records saved before it existed would fail their next save). */
export const requiredNeedsDefaultText = () => t('requiredNeedsDefault');

/** The problems of custom fields `draft` on `base` (a bundled built-in), checked against `schemas`. */
export function extensionDraftProblems(base: ResourceSchema, draft: ResourceDraft, schemas: readonly ResourceSchema[]): DraftProblems {
  const own = base.fields.map((f) => f.name);
  const fields = draftFieldProblems(draft, schemas).map((out, i) => {
    const f = draft.fields[i];
    // Starts with 字段名: the field editor shows it under the name input.
    // In any spelling (designCheck's isTakenName): owner_id beside ownerId is the same name.
    if (isTakenName(own, f.name)) out.push(t('fieldNameExists', { name: f.name, resource: base.label }));
    if (f.required && f.default === undefined) out.push(requiredNeedsDefaultText());
    return out;
  });
  const saved = toSavedExtension(draft).fields;
  let all = extensionProblems(base, saved, targetLookup(schemas));
  if (!all.length) {
    // The safety net the server runs after the design rules, on the resource as it would be served.
    const labelOf = (name?: string) => draft.fields.find((f) => f.name === name)?.label || name;
    const merged = { ...base, fields: [...base.fields, ...saved] };
    all = [...new Set(schemaErrors(merged, schemas).map((p) => fieldProblem(p.field && labelOf(p.field), problemText(p.message))))];
  }
  const sound = draft.fields.filter((_, i) => !fields[i].length);
  return { resource: [], fields, all, preview: extendSchema(base, sound).schema };
}
