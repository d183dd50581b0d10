import { Type, type TSchema } from '@sinclair/typebox';

/**
 * The reply shapes routes declare as `schema.response`, for the OpenAPI document (http/openapi.ts).
 * They describe and never shape: the app serializes every reply with JSON.stringify whatever its
 * schema says (openapi.ts), so a property missing here is still sent. Objects stay open
 * (`additionalProperties: true`) for the same reason: the document promises at least these fields.
 */

/** The envelope of every reply (src/domain/envelope.ts) around `data`. */
const Envelope = <T extends TSchema>(data: T, description = '成功：success 为 true，data 为结果') =>
  Type.Object(
    {
      success: Type.Boolean({ description: '是否成功' }),
      message: Type.String({ description: '提示信息（中文），成功时一般为「操作成功」' }),
      code: Type.Integer({ description: 'HTTP 状态码或服务端错误码（10100、10201–10206）' }),
      data,
      timestamp: Type.Integer({ description: '服务器时间（毫秒）' }),
      path: Type.String({ description: '请求路径（不含查询参数）' }),
    },
    { description, additionalProperties: true },
  );

/** A refusal: `success: false`, the reason in `message`; a 400 names the field in `data.field`. */
export const ErrorEnvelope = Envelope(
  Type.Union([
    Type.Object({ field: Type.Optional(Type.String({ description: '出错的字段名' })) }, { additionalProperties: true }),
    Type.Null(),
  ]),
  '失败：success 为 false，message 用中文说明原因（400 时指出字段，data.field 为字段名）',
);

/** Any object with at least these properties (a record, a row of a list…). */
export const Open = (properties: Record<string, TSchema> = {}, description?: string) =>
  Type.Object(properties, { additionalProperties: true, ...(description ? { description } : {}) });

/** A stored record: `_id` and its fields. */
export const RecordOf = (properties: Record<string, TSchema> = {}, description?: string) =>
  Open({ _id: Type.String({ description: '记录编号' }), ...properties }, description);

/** A page of a list: `{ rows, total }`, and `totalEstimated` when the total is an estimate. */
export const ListOf = <T extends TSchema>(row: T) =>
  Open({
    rows: Type.Array(row),
    total: Type.Integer({ description: '符合条件的总条数' }),
    totalEstimated: Type.Optional(
      Type.Literal(true, { description: '总条数为估算值（超过精确计数的上限；查询参数 _exact=1 时精确计数）' }),
    ),
  });

/** Menu, organization, project and setting payloads travel in `value` (docs/api.md). */
export const ValueOf = <T extends TSchema>(value: T) => Open({ value });

/** `schema.response` of a route answering `data` on success. */
export const replies = <T extends TSchema>(data: T) => ({ 200: Envelope(data) });

/** `schema.response` of a route answering `data: null` on success. */
export const repliesNull = () => replies(Type.Null());
