import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth, requireScope } from '../../../http/auth-hook';
import { ListOf, RecordOf, replies, repliesNull, ValueOf } from '../../../http/reply-schemas';
import { sessionsPerUserLabel } from '../../../../../src/domain/sessionLimit';
import { watermarkLabel } from '../../../../../src/domain/watermark';
import { t as ts } from '../../../messages/zh-CN/serverSettings';

const Key = Type.String({ title: ts('fieldKey'), pattern: '^[A-Za-z][A-Za-z0-9_.-]{0,63}$' });
const SettingTypeSchema = Type.Integer({ title: ts('fieldSettingType'), minimum: 0, maximum: 5 });
// Any JSON value: the service checks it against `type` and names the field in its message.
const Value = Type.Unknown({ title: ts('fieldSettingValue') });
const Description = Type.Union([Type.String({ maxLength: 200 }), Type.Null()], { title: ts('fieldDescription') });

const ListQuery = Type.Object({
  pageNo: Type.Integer({ title: ts('fieldPageNo'), minimum: 1, default: 1 }),
  // Settings per project are few and the client reads them all at start; the default covers them.
  pageSize: Type.Integer({ title: ts('fieldPageSize'), minimum: 1, maximum: 500, default: 100 }),
  key: Type.Optional(Type.String({ title: ts('fieldKey'), maxLength: 64 })),
  type: Type.Optional(SettingTypeSchema),
  _t: Type.Optional(Type.String()),
});
const KeyQuery = Type.Object({
  key: Type.String({ title: ts('fieldKey'), minLength: 1, maxLength: 64 }),
  _t: Type.Optional(Type.String()),
});
const IdQuery = Type.Object({ _id: Type.String({ title: ts('fieldSettingId'), minLength: 1, maxLength: 64 }) });

const AddBody = Type.Object(
  { key: Key, value: Value, type: SettingTypeSchema, description: Type.Optional(Description) },
  { additionalProperties: false },
);
const UpdateBody = Type.Object(
  {
    _id: Type.String({ title: ts('fieldSettingId'), minLength: 1, maxLength: 64 }),
    key: Type.Optional(Key),
    value: Type.Optional(Value),
    type: Type.Optional(SettingTypeSchema),
    description: Type.Optional(Description),
  },
  // The client may send back the whole row it read; timestamps are ignored.
  { additionalProperties: true },
);

/** Changing settings is 设置's `edit` right; reading them stays open to every screen that needs them. */
const GENERAL_EDIT = { access: 'user' as const, permission: { resource: 'general', action: 'edit' as const } };
const tags = ['设置'];
const Setting = RecordOf(
  {
    key: Type.String(),
    value: Type.String({ description: '总以文本返回（对象与数组为 JSON 文本）' }),
    type: Type.Integer({ description: '0 文本，1 数字，2 布尔，3 日期，4 对象，5 数组' }),
    description: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  '设置项',
);
const OneSetting = replies(ValueOf(Setting));
// The range is the service's check (settings/session-limit.service.ts), which names the field in the request's language.
const SessionLimit = Type.Object({ maxPerUser: Type.Integer({ description: sessionsPerUserLabel() }) });
const SessionLimitBody = Type.Object({ maxPerUser: Type.Number({ title: sessionsPerUserLabel() }) }, { additionalProperties: false });
const Watermark = Type.Object({ enabled: Type.Boolean({ description: watermarkLabel() }) });
const WatermarkBody = Type.Object({ enabled: Type.Boolean({ title: watermarkLabel() }) }, { additionalProperties: false });

/**
 * Settings of the current tenant and project (docs/requirements.md §7); payloads in `value`.
 * Reading needs a business session; writing needs an admin.
 */
export async function settingsRoutes(app: FastifyInstance) {
  const svc = app.services.settings;

  app.get<{ Querystring: Static<typeof ListQuery> }>(
    '/setting/list',
    { schema: { summary: '设置列表', tags, querystring: ListQuery, response: replies(ValueOf(ListOf(Setting))) } },
    async (req) => ({
      value: await svc.list(requireScope(req), req.query),
    }),
  );

  app.get<{ Querystring: Static<typeof KeyQuery> }>(
    '/setting/getItemByKey',
    { schema: { summary: '按键名读取设置', tags, querystring: KeyQuery, response: replies(ValueOf(Type.Union([Setting, Type.Null()]))) } },
    async (req) => ({
      value: await svc.getByKey(requireScope(req), req.query.key),
    }),
  );

  app.post<{ Body: Static<typeof AddBody> }>(
    '/setting/add',
    { schema: { summary: '新增设置', tags, body: AddBody, response: OneSetting }, config: GENERAL_EDIT },
    async (req) => ({
      value: await svc.add(requireScope(req), req.body, requireAuth(req).actor),
    }),
  );

  app.put<{ Body: Static<typeof UpdateBody> }>(
    '/setting/update',
    { schema: { summary: '修改设置', tags, body: UpdateBody, response: OneSetting }, config: GENERAL_EDIT },
    async (req) => {
      const { _id, key, value, type, description } = req.body;
      return { value: await svc.update(requireScope(req), _id, { key, value, type, description }, requireAuth(req).actor) };
    },
  );

  // 每人同时登录数: the tenant's, read by anyone signed in, changed with 设置's `edit` right.
  app.get(
    '/setting/session/limit',
    { schema: { summary: '每人同时登录数', tags, response: replies(ValueOf(SessionLimit)) }, config: { access: 'user' } },
    async (req) => ({ value: await app.services.sessionLimit.get(requireAuth(req).tenantId) }),
  );

  app.put<{ Body: Static<typeof SessionLimitBody> }>(
    '/setting/session/limit',
    {
      schema: { summary: '修改每人同时登录数', tags, body: SessionLimitBody, response: replies(ValueOf(SessionLimit)) },
      config: GENERAL_EDIT,
    },
    async (req) => ({ value: await app.services.sessionLimit.set(requireAuth(req), req.body.maxPerUser) }),
  );

  // 水印: the tenant's, read by anyone signed in (every screen draws it), changed with 设置's `edit` right.
  app.get(
    '/setting/watermark',
    { schema: { summary: '水印设置', tags, response: replies(ValueOf(Watermark)) }, config: { access: 'user' } },
    async (req) => ({ value: await app.services.watermark.get(requireAuth(req).tenantId) }),
  );

  app.put<{ Body: Static<typeof WatermarkBody> }>(
    '/setting/watermark',
    { schema: { summary: '修改水印设置', tags, body: WatermarkBody, response: replies(ValueOf(Watermark)) }, config: GENERAL_EDIT },
    async (req) => ({ value: await app.services.watermark.set(requireAuth(req), req.body.enabled) }),
  );

  app.delete<{ Querystring: Static<typeof IdQuery> }>(
    '/setting/delete',
    { schema: { summary: '删除设置', tags, querystring: IdQuery, response: repliesNull() }, config: GENERAL_EDIT },
    async (req) => {
      await svc.remove(requireScope(req), req.query._id, requireAuth(req).actor);
      return null;
    },
  );
}
