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
import { t as tc } from '../../../i18n/messages/zh-CN/common';
import { t } from '../../../i18n/messages/zh-CN/pageAdmin';

type Editing = { mode: 'edit'; id: string } | { mode: 'new'; parentId: string | null } | null;

function toTreeData(nodes: SystemMenuNode[]): object[] {
  return nodes.map((n) => ({
    key: n._id,
    icon: menuIcon(n.icon),
    title: (
      <Space size={4}>
        <span>{n.label}</span>
        <Typography.Text type="secondary">{n.name}</Typography.Text>
        {n.type === 'admin' && <Tag color="orange">{t('adminTag')}</Tag>}
        {/* Entries of the permission catalogue are shown by the roles' rights: their minimum role says nothing. */}
        {n.minRole !== 'staff' && !decidedByRoles(n.name) && <RoleTag role={n.minRole} />}
        {n.status !== 1 && <Tag color="#595959">{t('disabledTag')}</Tag>}
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
          title={t('systemMenu')}
          extra={
            <Space>
              <Button icon={<ReloadOutlined />} onClick={() => void reload()}>
                {tc('refresh')}
              </Button>
              {canEdit && (
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'new', parentId: null })}>
                  {tc('create')}
                </Button>
              )}
            </Space>
          }
        >
          {/* With the tree, not before it: the notice speaks of the entries below it. */}
          {tree !== null && !canEdit && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('readOnlyNotice')} />}
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
            <Empty description={t('noMenus')}>
              {canEdit && (
                <Button type="primary" onClick={() => setEditing({ mode: 'new', parentId: null })}>
                  {tc('create')}
                </Button>
              )}
            </Empty>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={13}>
        <Card
          title={
            editing?.mode === 'new'
              ? t('newMenu')
              : selected
                ? t(canEdit ? 'editMenu' : 'viewMenu', { label: selected.label })
                : t('menuDetails')
          }
          extra={
            canEdit && selected ? (
              <Space>
                <Button icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'new', parentId: selected._id })}>
                  {t('newSubmenu')}
                </Button>
                <Popconfirm
                  title={t('confirmDeleteMenu', { label: selected.label })}
                  description={countDescendants(selected) ? t('deleteDescendants', { n: countDescendants(selected) }) : undefined}
                  okText={tc('confirm')}
                  cancelText={tc('cancel')}
                  onConfirm={() => remove(selected)}
                >
                  <Button danger>{tc('delete')}</Button>
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
                    {tc('save')}
                  </Button>
                  <Button onClick={() => setEditing(null)}>{tc('cancel')}</Button>
                </Space>
              )}
            </>
          ) : (
            <Empty description={t('selectMenuHint')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
