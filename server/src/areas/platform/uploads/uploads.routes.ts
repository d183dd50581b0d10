import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { requireScope } from '../../../http/auth-hook';
import { AppError, notFound } from '../../../core/errors';
import { Open, replies } from '../../../http/reply-schemas';
import { acceptMultipart, withUpload } from '../../../http/upload-reader';
import { IMAGE_TYPE_BY_EXT, imageKindOf } from './upload-content';
import { filesFolder } from './attachment-files';
import { settingImageTargetOf, UploadQuery, uploadTargetOf } from './upload-target';
import { t as ts } from '../../../messages/zh-CN/serverSettings';

/** Largest accepted image. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Where uploaded files are served: under the API prefix so the dev proxy and one-port deploys both reach them. */
const UPLOADS_URL = '/ace-apis/uploads';

const FILE_NAME = /^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/;
const DIR_NAME = /^[0-9a-f-]{1,64}$/;

/** Whether `url` is an image uploaded here for `tenantId` (an avatar, 个人中心): the path this route replies with. */
export function isTenantImageUrl(url: string, tenantId: string): boolean {
  const prefix = `${UPLOADS_URL}/${tenantId}/`;
  return url.startsWith(prefix) && FILE_NAME.test(url.slice(prefix.length));
}

const tags = ['图片上传'];
const FileParams = Type.Object({ dir: Type.String({ title: ts('fieldFolder') }), file: Type.String({ title: ts('fieldFileName') }) });
/**
 * The multipart body, for the document only: the file arrives as a stream (req.file()), never as
 * `body`, and the handler checks it itself.
 */
const ImageBody = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        title: '图片',
        description: '一个文件字段：PNG、JPEG、GIF 或 WebP，不超过 5 MB（按文件内容识别，不看扩展名）',
        required: ['file'],
        properties: { file: { title: '图片', type: 'string', format: 'binary' } },
      },
    },
  },
};

/**
 * POST /upload/image?resource=&field= (multipart, one file field): for a caller who may add or edit
 * records of the resource and fill its image field `field`, or edit the settings form (公司标志 of
 * company_info) that has it (upload-target.ts); checks the bytes are a
 * PNG, JPEG, GIF or WebP of at most 5 MB, stores it under `<dataDir>/uploads/<tenant>/<random>.<ext>`
 * and replies `{ url }`.
 * GET /uploads/<tenant>/<file> serves it without a token (img tags send none; names are random).
 */
export async function uploadsRoutes(app: FastifyInstance) {
  acceptMultipart(app);
  const root = path.join(app.config.dataDir, 'uploads');

  app.post<{ Querystring: { resource: string; field: string } }>(
    '/upload/image',
    {
      config: { openapi: { body: ImageBody } },
      schema: {
        summary: '上传图片',
        tags,
        querystring: UploadQuery,
        response: replies(
          Open({ url: Type.String({ description: '图片地址（无需令牌即可访问）' }), size: Type.Integer(), type: Type.String() }),
        ),
      },
    },
    async (req, reply) => {
      const scope = requireScope(req);
      // An image of a settings form (公司标志), else of a resource's image field.
      if (!(await settingImageTargetOf(req, req.query))) await uploadTargetOf(req, req.query, 'image');
      const dir = path.join(root, scope.tenantId);
      // The temporary bytes go where the attachments' do: the hourly sweep takes what a crash leaves there.
      const rules = {
        label: ts('fieldImage'),
        maxBytes: MAX_IMAGE_BYTES,
        tooLarge: () => ts('imageTooLarge', { mb: MAX_IMAGE_BYTES / 1024 / 1024 }),
        folder: filesFolder(root, scope.tenantId),
      };
      return withUpload(req, reply, rules, async (upload) => {
        const kind = await imageKindOf(upload.head);
        if (!kind) throw new AppError(415, () => ts('imageType'), 415);
        const name = `${randomUUID()}.${kind.ext}`;
        await upload.keep(path.join(dir, name));
        return { url: `${UPLOADS_URL}/${scope.tenantId}/${name}`, size: upload.size, type: kind.type };
      });
    },
  );

  app.get<{ Params: { dir: string; file: string } }>(
    '/uploads/:dir/:file',
    {
      config: { access: 'public' },
      schema: {
        summary: '读取已上传的图片',
        tags,
        description: '名字随机，无需令牌。',
        params: FileParams,
        response: {
          200: { description: '图片本身（不是信封）', content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
        },
      },
    },
    async (req, reply) => {
      const { dir, file } = req.params;
      // Only names this server generates: no path tricks can leave the uploads folder.
      if (!DIR_NAME.test(dir) || !FILE_NAME.test(file)) throw notFound();
      const buf = await fs.promises.readFile(path.join(root, dir, file)).catch(() => null);
      if (!buf) throw notFound();
      return reply.type(IMAGE_TYPE_BY_EXT[file.split('.').pop()!]).send(buf);
    },
  );
}
