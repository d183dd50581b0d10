import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth } from '../../../http/auth-hook';
import { allows } from '../../../../../src/domain/permissions/grants';
import { withAddedResources } from './added-menu';
import { Open, replies, repliesNull, ValueOf } from '../../../http/reply-schemas';
import { t as ts } from '../../../messages/zh-CN/serverSettings';

const Role = Type.Union([Type.Literal('staff'), Type.Literal('admin'), Type.Literal('super_admin')], { title: ts('fieldMinRole') });
const MenuTypeSchema = Type.Union([Type.Literal('menu'), Type.Literal('admin')], { title: ts('fieldMenuType') });
const Id = Type.String({ title: ts('fieldMenuId'), minLength: 1, maxLength: 64 });

const fields = {
  name: Type.String({ title: ts('fieldRouteName'), pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' }),
  label: Type.String({ title: ts('fieldMenuLabel'), minLength: 1, maxLength: 32 }),
  path: Type.String({ title: ts('fieldPath'), pattern: '^/[A-Za-z0-9_/-]{0,199}$' }),
  icon: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { title: ts('fieldIcon') })),
  type: Type.Optional(MenuTypeSchema),
  sort: Type.Optional(Type.Integer({ title: ts('fieldSort'), minimum: -100000, maximum: 100000 })),
  parentId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { title: ts('fieldParentMenu') })),
  minRole: Type.Optional(Role),
  status: Type.Optional(Type.Integer({ title: ts('fieldStatus'), minimum: 0, maximum: 1 })),
};

const AddBody = Type.Object(fields, { additionalProperties: false });
const UpdateBody = Type.Object(
  {
    _id: Id,
    name: Type.Optional(fields.name),
    label: Type.Optional(fields.label),
    path: Type.Optional(fields.path),
    icon: fields.icon,
    type: fields.type,
    sort: fields.sort,
    parentId: fields.parentId,
    minRole: fields.minRole,
    status: fields.status,
  },
  // The editor may send back a whole node it read (children included); only known fields are used.
  { additionalProperties: true },
);
const RemoveBody = Type.Object({ _id: Id });
const SystemQuery = Type.Object({ type: Type.Optional(MenuTypeSchema) });

const tags = ['菜单'];
const MenuNode = Open(
  {
    _id: Type.String(),
    name: Type.String({ description: '前端路由名' }),
    label: Type.String({ description: '菜单名称' }),
    icon: Type.Union([Type.String(), Type.Null()]),
    path: Type.String({ description: '前端路径' }),
    type: Type.String({ description: 'menu 或 admin' }),
    sort: Type.Integer(),
    children: Type.Array(Open()),
  },
  '菜单节点（系统菜单另有 parentId、minRole、status）',
);
const MenuTree = replies(ValueOf(Type.Array(MenuNode)));
const OneMenu = replies(ValueOf(MenuNode));

/**
 * Menus (docs/requirements.md §7), payloads in `value`:
 * userMenu for any signed-in user, systemMenu readable by admins, editing for super-admins.
 */
export async function menusRoutes(app: FastifyInstance) {
  const svc = app.services.menus;

  app.get(
    '/setting/menu/userMenu',
    { config: { access: 'user' }, schema: { summary: '当前用户的菜单', tags, response: MenuTree } },
    async (req) => {
      const auth = requireAuth(req);
      const roles = app.services.roles;
      const eff = await roles.effective(auth);
      const granted = new Set((await roles.catalogue(auth.tenantId)).map((r) => r.name));
      // An entry the permissions cover shows when its list is granted; others keep their minimum role.
      const listed = (name: string) => (granted.has(name) ? allows(eff, name, 'list') : undefined);
      const key = [...granted].filter((n) => listed(n)).join(',');
      const tree = await svc.userMenu(auth.role, listed, key);
      const added = (await app.services.tenantResources.of(auth.tenantId)).schemas;
      return { value: withAddedResources(tree, added, (name) => !!listed(name)) };
    },
  );

  app.get<{ Querystring: Static<typeof SystemQuery> }>(
    '/setting/menu/systemMenu',
    {
      schema: { summary: '系统菜单', tags, querystring: SystemQuery, response: MenuTree },
      config: { access: 'user', permission: { resource: 'menu', action: 'list' } },
    },
    async (req) => ({ value: await svc.systemMenu(req.query) }),
  );

  app.post<{ Body: Static<typeof AddBody> }>(
    '/setting/menu/addSystemMenu',
    { schema: { summary: '新增系统菜单', tags, body: AddBody, response: OneMenu }, config: { access: 'superAdmin' } },
    async (req) => ({ value: await svc.add(req.body, requireAuth(req).actor) }),
  );

  app.post<{ Body: Static<typeof UpdateBody> }>(
    '/setting/menu/updateSystemMenu',
    { schema: { summary: '修改系统菜单', tags, body: UpdateBody, response: OneMenu }, config: { access: 'superAdmin' } },
    async (req) => {
      const { _id, name, label, path, icon, type, sort, parentId, minRole, status } = req.body;
      return { value: await svc.update(_id, { name, label, path, icon, type, sort, parentId, minRole, status }, requireAuth(req).actor) };
    },
  );

  app.post<{ Body: Static<typeof RemoveBody> }>(
    '/setting/menu/removeSystemMenu',
    {
      schema: {
        summary: '删除系统菜单',
        tags,
        description: '连同子菜单一起删除。',
        body: RemoveBody,
        response: replies(ValueOf(Open({ _id: Type.String(), removed: Type.Integer({ description: '删除的菜单数' }) }))),
      },
      config: { access: 'superAdmin' },
    },
    async (req) => ({ value: await svc.remove(req.body._id, requireAuth(req).actor) }),
  );

  // Any signed-in user may drop the cache: it only costs one query to rebuild.
  app.get(
    '/setting/menu/removeAllMenuSession',
    {
      config: { access: 'user' },
      schema: { summary: '清除菜单缓存', tags, description: '丢弃各服务进程缓存的用户菜单（下次读取时重建）。', response: repliesNull() },
    },
    async () => {
      svc.clearCache();
      return null;
    },
  );
}
