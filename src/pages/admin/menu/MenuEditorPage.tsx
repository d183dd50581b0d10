import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Empty, Form, Popconfirm, Row, Skeleton, Space, Tag, Tree, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useShell } from '../../../state/shellContext';
import { menuIcon } from '../../../components/menuIcons';
import { RoleTag } from '../../settings/common/RoleTag';
import { decidedByRoles } from '../../settings/common/catalogue';
import { currentRole } from '../../settings/common/roles';
import { useMenuApi, useSystemMenu, type SystemMenuNode } from './menuApi';
import { countDescendants, findMenu } from './menuTree';
import { MenuNodeForm, type MenuFormValues } from './MenuNodeForm';
import { MenuDefinitionPicker } from './MenuDefinitionPicker';
import { validatedValues } from '../../../engine/screens/validatedValues';

type Editing = { mode: 'edit'; id: string } | { mode: 'new'; parentId: string | null } | null;

function toTreeData(nodes: SystemMenuNode[]): object[] {
  return nodes.map((n) => ({
    key: n._id,
    icon: menuIcon(n.icon),
    title: (
      <Space size={4}>
        <span>{n.label}</span>
        <Typography.Text type="secondary">{n.name}</Typography.Text>
        {n.type === 'admin' && <Tag color="orange">管理</Tag>}
        {/* Entries of the permission catalogue are shown by the roles' rights: their minimum role says nothing. */}
        {n.minRole !== 'staff' && !decidedByRoles(n.name) && <RoleTag role={n.minRole} />}
        {n.status !== 1 && <Tag color="#595959">已停用</Tag>}
      </Space>
    ),
    children: toTreeData(n.children ?? []),
  }));
}

/** 菜单设置: the system menu as a tree; super-admins add, edit and remove entries, admins read. */
export function MenuEditorPage() {
  const shell = useShell();
  const canEdit = currentRole() === 'super_admin';
  const { tree, reload } = useSystemMenu();
  const menuApi = useMenuApi();
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<MenuFormValues>();

  const selected = editing?.mode === 'edit' ? findMenu(tree ?? [], editing.id) : undefined;
  const node = useMemo<Partial<SystemMenuNode> | undefined>(() => {
    if (editing?.mode === 'new') {
      const parent = findMenu(tree ?? [], editing.parentId ?? undefined);
      return {
        parentId: editing.parentId,
        type: parent?.type ?? 'menu',
        minRole: parent?.minRole ?? 'staff',
        path: parent ? `${parent.path}/` : '/app/',
        sort: ((parent?.children ?? tree ?? []).length + 1) * 10,
      };
    }
    return selected;
  }, [editing, selected, tree]);

  /** After a write: the server drops cached user menus, and this user's side menu is read again. */
  async function afterWrite() {
    await menuApi.clearSessions().catch(() => undefined);
    await Promise.all([reload(), shell.refreshMenu().catch(() => undefined)]);
  }

  async function save() {
    const v = await validatedValues(form);
    if (!v) return; // the form shows the errors under the fields
    const body = { ...v, label: v.label.trim(), icon: v.icon?.trim() || null, parentId: v.parentId ?? null, status: v.status ? 1 : 0 };
    setSaving(true);
    try {
      if (editing?.mode === 'edit') await menuApi.update({ _id: editing.id, ...body });
      else {
        const created = await menuApi.add(body);
        setEditing({ mode: 'edit', id: created.value._id });
      }
      await afterWrite();
    } catch {
      // The HTTP client showed the message (e.g. 菜单名称「x」已存在).
    } finally {
      setSaving(false);
    }
  }

  async function remove(n: SystemMenuNode) {
    try {
      await menuApi.remove(n._id);
      setEditing(null);
      await afterWrite();
    } catch {
      // shown by the HTTP client
    }
  }

  return (
    <Row gutter={16}>
      <Col xs={24} lg={11}>
        <Card
          title="系统菜单"
          extra={
            <Space>
              <Button icon={<ReloadOutlined />} onClick={() => void reload()}>
                刷新
              </Button>
              {canEdit && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'new', parentId: null })}>
                  新建
                </Button>
              )}
            </Space>
          }
        >
          {/* With the tree, not before it: the notice speaks of the entries below it. */}
          {tree !== null && !canEdit && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              message="只有超级管理员可以修改菜单，您可以查看。菜单对所有租户生效。"
            />
          )}
          {tree === null ? (
            <Skeleton active />
          ) : tree.length ? (
            <Tree
              showIcon
              defaultExpandAll
              blockNode
              selectedKeys={editing?.mode === 'edit' ? [editing.id] : []}
              treeData={toTreeData(tree) as never}
              onSelect={(keys) => keys[0] && setEditing({ mode: 'edit', id: String(keys[0]) })}
            />
          ) : (
            <Empty description="还没有菜单">
              {canEdit && (
                <Button type="primary" onClick={() => setEditing({ mode: 'new', parentId: null })}>
                  新建
                </Button>
              )}
            </Empty>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={13}>
        <Card
          title={editing?.mode === 'new' ? '新建菜单' : selected ? `${canEdit ? '编辑' : '查看'}菜单“${selected.label}”` : '菜单详情'}
          extra={
            canEdit && selected ? (
              <Space>
                <Button icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'new', parentId: selected._id })}>
                  新建子菜单
                </Button>
                <Popconfirm
                  title={`确定删除菜单“${selected.label}”吗？`}
                  description={countDescendants(selected) ? `其下 ${countDescendants(selected)} 个子菜单也会一并删除` : undefined}
                  okText="确定"
                  cancelText="取消"
                  onConfirm={() => remove(selected)}
                >
                  <Button danger>删除</Button>
                </Popconfirm>
              </Space>
            ) : null
          }
        >
          {node ? (
            <>
              <MenuNodeForm
                form={form}
                node={node}
                tree={tree ?? []}
                disabled={!canEdit}
                // A new entry may start from the menu definition (keyed so each new entry starts unpicked).
                header={
                  editing?.mode === 'new' && canEdit ? (
                    <MenuDefinitionPicker key={editing.parentId ?? ''} form={form} tree={tree ?? []} />
                  ) : undefined
                }
              />
              {canEdit && (
                <Space style={{ marginLeft: 96 }}>
                  <Button type="primary" onClick={() => void save()} loading={saving} disabled={saving}>
                    保存
                  </Button>
                  <Button onClick={() => setEditing(null)}>取消</Button>
                </Space>
              )}
            </>
          ) : (
            <Empty description="在左侧选择一个菜单查看详情" />
          )}
        </Card>
      </Col>
    </Row>
  );
}
