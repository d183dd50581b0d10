/**
 * What a reference field of a designed resource may point at: any resource whose schema the client
 * has, and the staff users (负责人-style fields), which have no schema and are read from their own
 * API like the built-in 客户.负责人 (src/schemas/customerFields.ts). Also the look-up validateSchema
 * uses to check a draft's targets and label fields.
 */
import type { TargetLookup } from '../../../schemas/validateSchema';
import type { FieldSchema, FieldType, ReferenceTarget, ResourceSchema } from '../../../schemas/types';
import { t } from '../../../i18n/messages/zh-CN/designer';

/** The staff users as a target, as the built-in schemas reference them. */
export const STAFF_TARGET: ReferenceTarget = { resource: 'user', labelField: 'displayName', apiBase: '/business/staff' };

/** One target of the target select, with the fields that can name its records. */
export interface TargetChoice {
  value: string;
  label: string;
  /** The target with its default label field (the title field, or the staff's name). */
  target: ReferenceTarget;
  labelFields: { value: string; label: string }[];
}

// Types whose value reads as a name in a select and a list cell.
const NAMING: ReadonlySet<FieldType> = new Set<FieldType>(['text', 'phone', 'email', 'integer']);

function labelFieldsOf(schema: ResourceSchema): { value: string; label: string }[] {
  const naming = (f: FieldSchema) => NAMING.has(f.type) && !f.virtual;
  const fields = schema.fields.filter((f) => f.name === schema.titleField || naming(f));
  return fields.map((f) => ({ value: f.name, label: t('labelAndName', { label: f.label, name: f.name }) }));
}

/** The targets offered: the staff users first, then every resource of `schemas` (not `self`). */
export function referenceChoices(schemas: readonly ResourceSchema[], self?: string): TargetChoice[] {
  const staff: TargetChoice = {
    value: STAFF_TARGET.resource,
    label: t('staffUsers'),
    target: STAFF_TARGET,
    labelFields: [{ value: 'displayName', label: t('staffName') }],
  };
  const resources = schemas
    .filter((s) => s.name !== self)
    .map((s) => ({
      value: s.name,
      label: t('labelAndName', { label: s.label, name: s.name }),
      target: { resource: s.name, labelField: s.titleField },
      labelFields: labelFieldsOf(s),
    }));
  return [staff, ...resources];
}

/** validateSchema's look-up: a resource's schema, the staff users as known without one. */
export function targetLookup(schemas: readonly ResourceSchema[]): TargetLookup {
  return (name) => (name === STAFF_TARGET.resource ? 'external' : schemas.find((s) => s.name === name));
}

/** The name of a target, for the preview's made-up labels (示例客户 1). */
export function targetLabel(schemas: readonly ResourceSchema[], resource: string | undefined): string {
  if (resource === STAFF_TARGET.resource) return t('staff');
  return schemas.find((s) => s.name === resource)?.label ?? t('record');
}
