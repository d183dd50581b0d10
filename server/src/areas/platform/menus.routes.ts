import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth } from '../../http/auth-hook';

const Role = Type.Union([Type.Literal('staff'), Type.Literal('admin'), Type.Literal('super_admin')], { title: '可见角色' });
const MenuTypeSchema = Type.Union([Type.Literal('menu'), Type.Literal('admin')], { title: '菜单类型' });
const Id = Type.String({ title: '菜单 ID', minLength: 1, maxLength: 64 });

const fields = {
  name: Type.String({ title: '路由名称', pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' }),
  label: Type.String({ title: '菜单名称', minLength: 1, maxLength: 32 }),
  path: Type.String({ title: '路径', pattern: '^/[A-Za-z0-9_/-]{0,199}$' }),
  icon: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { title: '图标' })),
  type: Type.Optional(MenuTypeSchema),
  sort: Type.Optional(Type.Integer({ title: '排序', minimum: -100000, maximum: 100000 })),
  parentId: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { title: '上级菜单' })),
  minRole: Type.Optional(Role),
  status: Type.Optional(Type.Integer({ title: '状态', minimum: 0, maximum: 1 })),
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

/**
 * Menus (docs/requirements.md §7), payloads in `value`:
 * userMenu for any signed-in user, systemMenu readable by admins, editing for super-admins.
 */
export async function menusRoutes(app: FastifyInstance) {
  const svc = app.services.menus;

  app.get('/setting/menu/userMenu', { config: { access: 'user' } }, async (req) => ({ value: await svc.userMenu(requireAuth(req).role) }));

  app.get<{ Querystring: Static<typeof SystemQuery> }>(
    '/setting/menu/systemMenu',
    { schema: { querystring: SystemQuery }, config: { access: 'admin' } },
    async (req) => ({ value: await svc.systemMenu(req.query) }),
  );

  app.post<{ Body: Static<typeof AddBody> }>(
    '/setting/menu/addSystemMenu',
    { schema: { body: AddBody }, config: { access: 'superAdmin' } },
    async (req) => ({ value: await svc.add(req.body) }),
  );

  app.post<{ Body: Static<typeof UpdateBody> }>(
    '/setting/menu/updateSystemMenu',
    { schema: { body: UpdateBody }, config: { access: 'superAdmin' } },
    async (req) => {
      const { _id, name, label, path, icon, type, sort, parentId, minRole, status } = req.body;
      return { value: await svc.update(_id, { name, label, path, icon, type, sort, parentId, minRole, status }) };
    },
  );

  app.post<{ Body: Static<typeof RemoveBody> }>(
    '/setting/menu/removeSystemMenu',
    { schema: { body: RemoveBody }, config: { access: 'superAdmin' } },
    async (req) => ({ value: await svc.remove(req.body._id) }),
  );

  // Any signed-in user may drop the cache: it only costs one query to rebuild.
  app.get('/setting/menu/removeAllMenuSession', { config: { access: 'user' } }, async () => {
    svc.clearCache();
    return null;
  });
}
