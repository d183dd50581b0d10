import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { FieldSchema, FieldType } from '../../../../src/schemas/types';
import { requireAuth } from '../../http/auth-hook';
import { accessIfHeld } from '../../http/permission-guard';
import { badRequest, forbidden, notFound } from '../../core/errors';
import { tenantServiceOf } from '../../schema-engine/tenant-service';
import type { ResourceService } from '../../schema-engine/resource-service';

/** The query of an upload: the resource and the field the file is for (`?resource=product&field=image`). */
export const UploadQuery = Type.Object({
  resource: Type.String({ title: '资源', minLength: 1, maxLength: 64 }),
  field: Type.String({ title: '字段', minLength: 1, maxLength: 64 }),
});

/** The field types an upload can be for, with the word its refusal uses (没有附件字段 / 没有图片字段). */
const NOUN: Partial<Record<FieldType, string>> = { file: '附件', image: '图片' };

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
  if (!service) throw notFound('资源不存在或尚未发布');
  const name = service.schema.name;
  const access = (await accessIfHeld(req, name, 'create')) ?? (await accessIfHeld(req, name, 'edit'));
  if (!access) throw forbidden(`没有新建或编辑${service.schema.label}的权限，不能上传${NOUN[type]}`);
  const field = service.schema.fields.find((x) => x.name === query.field && x.type === type);
  if (!field) throw badRequest(`${service.schema.label}没有${NOUN[type]}字段 ${query.field}`);
  if (access.fields[field.name]) throw forbidden(`没有修改“${field.label}”的权限`);
  return { service, field };
}
