import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { acceptText, fileAccepted, fileLimits, formatFileSize, mimeOf, type FileItem } from '../../../../../src/domain/fileTypes';
import { validationMessages as say } from '../../../../../src/domain/validationMessages';
import { deniedMessage } from '../../../../../src/domain/permissions/actions';
import { requireAuth, requireScope } from '../../../http/auth-hook';
import { accessIfHeld } from '../../../http/permission-guard';
import { AppError, forbidden, notFound } from '../../../core/errors';
import { newId } from '../../../core/ids';
import { nowIso } from '../../../core/time';
import { Open, replies } from '../../../http/reply-schemas';
import { tenantServiceOf } from '../../../schema-engine/tenant-service';
import { attachmentDisposition, cleanFileName, filePath, filesFolder } from './attachment-files';
import { acceptMultipart, withUpload } from '../../../http/upload-reader';
import { contentMatchesName, contentMismatch } from './upload-content';
import { UploadQuery, uploadTargetOf } from './upload-target';
import { shownLabel } from '../../../messages/shown-labels';
import { t as ts } from '../../../messages/zh-CN/serverSettings';

const tags = ['附件'];
const FileQuery = Type.Object({ id: Type.String({ title: ts('fieldFileId'), pattern: '^[0-9a-f-]{36}$' }) });
const FileItemReply = Open({
  id: Type.String({ description: '文件编号（保存记录时放进附件字段）' }),
  name: Type.String(),
  size: Type.Integer({ description: '字节数' }),
  type: Type.String({ description: 'MIME 类型（按扩展名）' }),
});
/** The multipart body, for the document only: the file is read as a stream and checked by the handler. */
const FileBody = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        title: '附件',
        description:
          '一个文件（表单字段 file）；类型与大小按该字段的设置（默认常见办公文档、PDF、图片和压缩包，不超过 20 MB），文件内容须与扩展名相符',
        required: ['file'],
        properties: { file: { title: '附件', type: 'string', format: 'binary' } },
      },
    },
  },
};

/**
 * Attachments of file fields (docs/requirements.md §10.3).
 *
 * POST /upload/file?resource=&field= (multipart, one file): for a caller who may add or edit records
 * of the resource; the file must be of the field's kinds and within its size (400 / 413 naming the
 * field). It is kept under the data folder with the tenant, project, resource, field and uploader,
 * unattached until a record is saved with it (schema-engine/field-types/file.ts), and answers
 * `{ id, name, size, type }` to put in the field.
 *
 * GET /upload/file?id=: the file itself, as an attachment, to whoever may read the record holding it:
 * the right to `show` the resource, the record within the caller's data scope, the field not hidden
 * from them and still holding the file. Not yet attached: its uploader only. Another tenant's or
 * project's file is a 404 like a missing one.
 */
export async function attachmentsRoutes(app: FastifyInstance) {
  // Read by the one upload reader (upload-reader.ts), with the field's own limits.
  acceptMultipart(app);
  const root = path.join(app.config.dataDir, 'uploads');

  app.post<{ Querystring: { resource: string; field: string } }>(
    '/upload/file',
    {
      config: { openapi: { body: FileBody } },
      schema: { summary: '上传附件', tags, querystring: UploadQuery, response: replies(FileItemReply) },
    },
    async (req, reply): Promise<FileItem> => {
      const scope = requireScope(req);
      const auth = requireAuth(req);
      const { service, field } = await uploadTargetOf(req, req.query, 'file');
      const limits = fileLimits(field);
      const rules = {
        label: field.label,
        maxBytes: limits.maxSize,
        tooLarge: () => say.fileSize(shownLabel(field.label), formatFileSize(limits.maxSize)),
        folder: filesFolder(root, scope.tenantId),
      };
      const stored = await withUpload(req, reply, rules, async (upload) => {
        const name = cleanFileName(upload.filename);
        if (!fileAccepted(limits.accept, name))
          throw new AppError(415, () => say.fileType(shownLabel(field.label), acceptText(limits.accept)), 415);
        if (!(await contentMatchesName(upload.head, name))) throw new AppError(415, () => contentMismatch(field.label, name), 415);
        const target = filePath(root, scope.tenantId, newId());
        await upload.keep(target);
        return { name, target, size: upload.size };
      });
      const { name, target, size } = stored;
      const id = path.basename(target);
      const item: FileItem = { id, name, size, type: mimeOf(name) };
      try {
        await app.db.kysely
          .insertInto('uploaded_files')
          .values({
            ...item,
            tenant_id: scope.tenantId,
            project_id: scope.projectId,
            resource: service.schema.name,
            field: field.name,
            record_id: null,
            created_by: auth.userId,
            created_at: nowIso(),
          })
          .execute();
      } catch (err) {
        await fs.promises.rm(target, { force: true });
        throw err;
      }
      return item;
    },
  );

  app.get<{ Querystring: { id: string } }>(
    '/upload/file',
    {
      schema: {
        summary: '下载附件',
        tags,
        description: '能查看附件所在记录的人可下载；尚未保存到记录的附件只有上传者可下载。',
        querystring: FileQuery,
        response: {
          200: {
            description: '文件本身（不是信封）',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    async (req, reply) => {
      const scope = requireScope(req);
      const auth = requireAuth(req);
      const gone = () => notFound(() => ts('fileGone'));
      const row = await app.db.kysely
        .selectFrom('uploaded_files')
        .selectAll()
        .where('tenant_id', '=', scope.tenantId)
        .where('project_id', '=', scope.projectId)
        .where('id', '=', req.query.id)
        .executeTakeFirst();
      if (!row) throw gone();
      if (row.record_id === null) {
        if (row.created_by !== auth.userId) throw gone();
      } else {
        const service = await tenantServiceOf(app.services, scope.tenantId, row.resource);
        if (!service) throw gone();
        const access = await accessIfHeld(req, row.resource, 'show');
        const label = service.schema.label;
        if (!access) throw forbidden(() => deniedMessage('show', shownLabel(label)));
        // Read as the caller reads it: their data scope, their hidden fields; the file still in the field.
        const record = await service.find(scope, row.record_id, undefined, access);
        const held = record?.[row.field];
        if (!Array.isArray(held) || !held.some((i) => (i as FileItem | null)?.id === row.id)) throw gone();
      }
      const target = filePath(root, scope.tenantId, row.id);
      const stat = await fs.promises.stat(target).catch(() => null);
      if (!stat) throw gone();
      return reply
        .type(row.type)
        .header('content-length', stat.size)
        .header('content-disposition', attachmentDisposition(row.name))
        .send(fs.createReadStream(target));
    },
  );
}
