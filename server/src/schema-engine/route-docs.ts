import { Type, type TSchema } from '@sinclair/typebox';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../src/schemas/listQuery';
import { OPERATORS_BY_KIND, SYSTEM_FIELDS } from '../../../src/schemas/listQuerySchema';
import { filterKind } from '../../../src/schemas/fieldDefaults';
import { specOf } from '../../../src/schemas/fieldTypes';
import { ListOf, Open, RecordOf, replies } from '../http/reply-schemas';
import type { EngineVerb } from './endpoints';
import { holdsValueList } from './columns';
import { fieldJsonSchema, type JsonSchema } from './request-schemas';
import { serverPartOf } from './field-types';
import type { Family } from './families';

/**
 * What the OpenAPI document says about the five calls of a resource or a family (http/openapi.ts):
 * a Chinese summary from the schema's label (新增客户, 客户列表…), one tag per resource, the record
 * as the reply, and the list and delete query strings, which the routes decode themselves
 * (src/schemas/listQuery.ts) and so declare for the document only.
 */

const SUMMARIES: Record<EngineVerb, (label: string) => string> = {
  list: (l) => `${l}列表`,
  findById: (l) => `${l}详情`,
  add: (l) => `新增${l}`,
  update: (l) => `修改${l}`,
  delete: (l) => `删除${l}`,
};

const DESCRIPTIONS: Record<EngineVerb, string> = {
  list: '分页列表：data 为 { rows, total }（总条数为估算值时另有 totalEstimated: true）。筛选、排序与搜索见查询参数（格式：src/schemas/listQuery.ts）。',
  findById: '按 _id 读取一条记录（含明细）。',
  add: '请求体为可写字段，必填字段必须给出，未知字段会被拒绝；返回保存后的记录。',
  update: '请求体为 _id 与要修改的字段（可选字段传 null 表示清空）；返回保存后的记录。',
  delete: '删除一条（_id）或多条（_ids=a,b,c）；data 为 { count }。',
};

/**
 * A value's shape as its JSON schema says it (the spec's `jsonSchema`, request-schemas.ts): types,
 * options, items and properties. The request's limits, patterns, messages and closed objects are
 * left out: a reply documents what is stored, which may predate a field's rules.
 */
function shapeOf(schema: JsonSchema): JsonSchema {
  const shape: JsonSchema = {};
  if (schema.type !== undefined) shape.type = schema.type;
  if (schema.enum !== undefined) shape.enum = schema.enum;
  if (schema.items) shape.items = shapeOf(schema.items as JsonSchema);
  if (schema.properties)
    shape.properties = Object.fromEntries(Object.entries(schema.properties as Record<string, JsonSchema>).map(([k, v]) => [k, shapeOf(v)]));
  return shape;
}

/**
 * The JSON schema of a field's stored value in a reply (nullable unless required): the shape of its
 * request schema, and a description from its spec (money's cents, the options) or its server part
 * (field-types/: how a region or a file is given). Rows of line items are records of their item
 * fields, read-only ones (a line's amount) included, which a request never sends.
 */
function valueSchema(field: FieldSchema): Record<string, unknown> {
  const spec = specOf(field);
  const description = serverPartOf(field)?.docs?.value ?? (spec.cents ? '金额（分）' : spec.options ? optionsText(field) : undefined);
  const shape = field.itemFields
    ? { type: 'array', items: { type: 'object', additionalProperties: true, properties: propertiesOf(field.itemFields) } }
    : shapeOf(fieldJsonSchema(field));
  return { title: field.label, ...(field.required ? {} : { nullable: true }), ...shape, ...(description ? { description } : {}) };
}

const optionsText = (field: FieldSchema) => (field.options ?? []).map((o) => `${String(o.value)} ${o.label}`).join('，');

function propertiesOf(fields: readonly FieldSchema[]): Record<string, Record<string, unknown>> {
  return Object.fromEntries(fields.map((f) => [f.name, valueSchema(f)]));
}

/**
 * A stored record of the resource as replies carry it (virtual and read-only fields included). Fields
 * are not required: lists leave out line items kept in a table of their own.
 */
function recordSchema(schema: ResourceSchema): TSchema {
  const fields = Object.fromEntries(Object.entries(propertiesOf(schema.fields)).map(([k, v]) => [k, Type.Optional(Type.Unsafe(v))]));
  return RecordOf(
    { ...fields, createdAt: Type.String({ description: '创建时间' }), updatedAt: Type.String({ description: '修改时间' }) },
    schema.label,
  );
}

/** The filter's other parameters of a field (`name__ne`…), as the list decoder accepts them. */
function otherOperators(field: FieldSchema): string {
  const ops = OPERATORS_BY_KIND[filterKind(field)].filter((op) => op !== 'eq');
  return ops.length ? `；另可用 ${ops.map((op) => `${field.name}__${op}`).join('、')}` : '';
}

/** What a field's equality filter finds: its server part's words (a region's "within"), else "equals" or "holds" the value. */
const filterMeaning = (f: FieldSchema) =>
  serverPartOf(f)?.docs?.filter?.(f.label) ??
  `${f.label}${holdsValueList(f) ? '含有' : '等于'}该值${f.options ? `（${optionsText(f)}）` : ''}`;

/** The list's query string: paging, sorting, search and one equality filter per filterable field (operators in the description). */
export function listQueryDocs(schema: ResourceSchema): object {
  const sortable = [...SYSTEM_FIELDS, ...schema.fields.filter((f) => f.sortable).map((f) => f.name)];
  const searchable = schema.fields.filter((f) => f.searchable).map((f) => f.label);
  const filters = Object.fromEntries(
    schema.fields
      .filter((f) => f.filterable)
      .map((f) => [
        f.name,
        {
          type: 'string',
          title: f.label,
          description: `${filterMeaning(f)}${otherOperators(f)}`,
        },
      ]),
  );
  return {
    type: 'object',
    properties: {
      pageNo: { type: 'integer', minimum: 1, default: 1, title: '页码', description: '页码，从 1 开始' },
      pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, title: '每页条数' },
      sortField: { type: 'string', enum: sortable, title: '排序字段' },
      sortOrder: { type: 'string', enum: ['asc', 'desc'], default: 'asc', title: '排序方向' },
      ...(searchable.length ? { q: { type: 'string', title: '搜索', description: `在${searchable.join('、')}中搜索` } } : {}),
      _exact: {
        type: 'string',
        enum: ['0', '1'],
        title: '精确总数',
        description: '1：精确计数总条数；否则超过上限时总条数为估算值（totalEstimated）',
      },
      ...filters,
    },
  };
}

/** The delete's query string: one id or several. */
export const deleteQueryDocs = {
  type: 'object',
  properties: {
    _id: { type: 'string', title: '记录编号', description: '删除一条' },
    _ids: { type: 'string', title: '记录编号（多条）', description: '删除多条：逗号分隔的 _id' },
  },
};

/**
 * `summary`, `tags`, `description` and `response` of one engine call of `schema` (a resource, or
 * the union schema of a family: then `family` names its members in the description).
 */
export function engineRouteDocs(schema: ResourceSchema, verb: EngineVerb, family?: Family) {
  const record = recordSchema(schema);
  const data = verb === 'list' ? ListOf(record) : verb === 'delete' ? Open({ count: Type.Integer({ description: '删除的条数' }) }) : record;
  const members = family
    ? `\n\n同一组接口服务于${family.members.map((m) => `${m.schema.label}（${family.keys.map((k) => `${k}=${String(m.schema.fixed![k])}`).join('，')}）`).join('、')}。`
    : '';
  return {
    summary: SUMMARIES[verb](schema.label),
    tags: [schema.label],
    description: DESCRIPTIONS[verb] + members,
    response: replies(data),
  };
}
