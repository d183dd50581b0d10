import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { FieldSchema, ResourceSchema } from '../../../../../src/schemas/types';
import { SETTING_FORMS } from '../../../../../src/schemas/settingForms';
import { requireAuth } from '../../../http/auth-hook';
import { accessIfHeld } from '../../../http/permission-guard';
import { badRequest, forbidden, notFound } from '../../../core/errors';
import { tenantServiceOf } from '../../../schema-engine/tenant-service';
import type { ResourceService } from '../../../schema-engine/resource-service';
import { t as ts } from '../../../messages/zh-CN/serverSettings';
import { shownLabel } from '../../../messages/shown-labels';

/** The query of an upload: the resource and the field the file is for (`?resource=product&field=image`). */
export const UploadQuery = Type.Object({
  resource: Type.String({ title: ts('fieldResource'), minLength: 1, maxLength: 64 }),
  field: Type.String({ title: ts('fieldField'), minLength: 1, maxLength: 64 }),
});

/** The field types an upload can be for, with the words its refusals use (不能上传附件 / 没有图片字段). */
const NOUN = { file: 'uploadFiles', image: 'uploadImages' } as const;
const NO_FIELD = { file: 'noFileField', image: 'noImageField' } as const;

/**
 * The field an upload is for, and the right to fill it: the caller's tenant's resource `resource` has a
 * field `field` of type `type` (404 for an unknown resource), the caller may add or edit records of it
 * (403 naming the resource; asked before the field, so a caller without the right learns nothing of its
 * fields), the field exists (400), and no field rule of theirs hides or freezes the
 * field (403 naming it). Every upload route asks this before it reads a byte, so an upload stores
 * nothing for a caller who could not put it in a record (docs/permissions.md).
 */
export async function uploadTargetOf(
  req: FastifyRequest,
  query: { resource: string; field: string },
  type: 'file' | 'image',
): Promise<{ service: ResourceService; field: FieldSchema }> {
  const service = await tenantServiceOf(req.server.services, requireAuth(req).tenantId, query.resource);
  if (!service) throw notFound(() => ts('resourceUnpublished'));
  const name = service.schema.name;
  const access = (await accessIfHeld(req, name, 'create')) ?? (await accessIfHeld(req, name, 'edit'));
  const label = service.schema.label;
  if (!access) throw forbidden(() => ts('noUploadRight', { label: shownLabel(label), what: ts(NOUN[type]) }));
  const field = fieldOf(service.schema, query.field, type);
  if (access.fields[field.name]) throw forbidden(() => ts('noFieldRight', { label: shownLabel(field.label) }));
  return { service, field };
}

/**
 * The image field of a settings form an upload is for (`?resource=company_info&field=logo`,
 * src/schemas/settingForms.ts): the caller may edit that settings page (403 otherwise), the form has
 * that image field (400). Undefined when `resource` names no settings form.
 */
export async function settingImageTargetOf(
  req: FastifyRequest,
  query: { resource: string; field: string },
): Promise<FieldSchema | undefined> {
  const form = Object.hasOwn(SETTING_FORMS, query.resource) ? SETTING_FORMS[query.resource] : undefined;
  if (!form) return undefined;
  const label = form.schema.label;
  if (form.right && !(await accessIfHeld(req, form.right, 'edit')))
    throw forbidden(() => ts('noImageFormRight', { label: shownLabel(label) }));
  return fieldOf(form.schema, query.field, 'image');
}

/** The field `name` of type `type` in `schema`; 400 naming the schema otherwise. */
function fieldOf(schema: ResourceSchema, name: string, type: 'file' | 'image'): FieldSchema {
  const field = schema.fields.find((x) => x.name === name && x.type === type);
  const label = schema.label;
  if (!field) throw badRequest(() => ts(NO_FIELD[type], { label: shownLabel(label), name }));
  return field;
}
