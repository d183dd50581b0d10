import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth } from '../../../http/auth-hook';
import { Open, RecordOf, replies, repliesNull, ValueOf } from '../../../http/reply-schemas';
import { withMessage } from '../../../http/envelope-hook';
import { t as ts } from '../../../messages/zh-CN/serverPeople';

const Id = Type.String({ title: ts('fieldDepartmentId'), minLength: 1, maxLength: 64 });
// The service trims the name and says what is wrong with it (部门名称不能为空 / 不能超过 50 个字).
const Name = Type.String({ title: ts('fieldDepartmentName'), maxLength: 200 });
const ParentId = Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { title: ts('fieldParentDepartment') });
const LeaderId = Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { title: ts('fieldLeader') });
const Sort = Type.Integer({ title: ts('fieldSort'), minimum: 0, maximum: 99999 });

const AddBody = Type.Object(
  { name: Name, parentId: Type.Optional(ParentId), leaderId: Type.Optional(LeaderId), sort: Type.Optional(Sort) },
  { additionalProperties: false },
);
const UpdateBody = Type.Object(
  { _id: Id, name: Type.Optional(Name), parentId: Type.Optional(ParentId), leaderId: Type.Optional(LeaderId), sort: Type.Optional(Sort) },
  { additionalProperties: false },
);
const IdQuery = Type.Object({ _id: Id });

const tags = ['组织与人员'];
const deptFields = {
  name: Type.String(),
  parentId: Type.Union([Type.String(), Type.Null()]),
  leaderId: Type.Union([Type.String(), Type.Null()]),
  leaderName: Type.String({ description: '负责人姓名，无则为空' }),
  sort: Type.Integer(),
  userCount: Type.Integer({ description: '直属本部门的人数（不含下级部门）' }),
};
const Dept = RecordOf(deptFields, '部门');
const DeptNode = Open(
  { ...deptFields, _id: Type.String(), children: Type.Array(Open(), { description: '下级部门，结构同上' }) },
  '部门树节点',
);

/**
 * 部门 of 组织与人员: the tree and its changes, with the page's rights (`org`): list reads, create adds,
 * edit renames, moves and deletes (the catalogue's `org` has no delete of its own; docs/permissions.md).
 */
export async function departmentsRoutes(app: FastifyInstance) {
  const svc = app.services.departments;
  const need = (action: 'list' | 'create' | 'edit') => ({ access: 'user' as const, permission: { resource: 'org', action } });

  app.get(
    '/setting/dept/tree',
    { config: need('list'), schema: { summary: '部门树', tags, response: replies(ValueOf(Type.Array(DeptNode))) } },
    async (req) => ({ value: await svc.tree(requireAuth(req)) }),
  );

  app.post<{ Body: Static<typeof AddBody> }>(
    '/setting/dept/add',
    { config: need('create'), schema: { summary: '新建部门', tags, body: AddBody, response: replies(ValueOf(Dept)) } },
    async (req) => ({ value: await svc.add(requireAuth(req), req.body) }),
  );

  app.put<{ Body: Static<typeof UpdateBody> }>(
    '/setting/dept/update',
    {
      config: need('edit'),
      schema: { summary: '修改部门（改名、移动、负责人、排序）', tags, body: UpdateBody, response: replies(ValueOf(Dept)) },
    },
    async (req) => {
      const { _id, ...patch } = req.body;
      return { value: await svc.update(requireAuth(req), _id, patch) };
    },
  );

  app.delete<{ Querystring: Static<typeof IdQuery> }>(
    '/setting/dept/delete',
    { config: need('edit'), schema: { summary: '删除部门', tags, querystring: IdQuery, response: repliesNull() } },
    async (req) => {
      await svc.delete(requireAuth(req), req.query._id);
      return withMessage(null, () => ts('departmentDeleted'));
    },
  );
}
