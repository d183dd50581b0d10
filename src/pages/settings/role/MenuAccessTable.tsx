import { Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import type { SystemMenuNode } from '../../admin/menu/menuApi';
import { RoleTag } from '../common/RoleTag';
import { ROLES, ROLE_LABELS, type Role } from '../common/roles';
import { seesEntry } from './roleVisibility';

type Row = Omit<SystemMenuNode, 'children'> & { parentSeen: Record<Role, boolean>; children?: Row[] };

function withParents(nodes: SystemMenuNode[], parentSeen: Record<Role, boolean>): Row[] {
  return nodes.map((n) => {
    const seen = Object.fromEntries(ROLES.map((r) => [r, parentSeen[r] && seesEntry(n, r)])) as Record<Role, boolean>;
    const children = withParents(n.children ?? [], seen);
    return { ...n, parentSeen, children: children.length ? children : undefined };
  });
}

/** Each menu entry, its minimum role (editable by super-admins) and which roles see it. */
export function MenuAccessTable({
  tree,
  canEdit,
  savingId,
  onChange,
}: {
  tree: SystemMenuNode[];
  canEdit: boolean;
  savingId: string | null;
  onChange(n: Pick<SystemMenuNode, '_id'>, minRole: Role): void;
}) {
  const all = { staff: true, admin: true, super_admin: true };
  const columns: ColumnsType<Row> = [
    {
      title: '菜单',
      dataIndex: 'label',
      render: (l: string, n) => (
        <span>
          {l} <Typography.Text type="secondary">{n.path}</Typography.Text>
          {n.type === 'admin' && (
            <Tag color="orange" style={{ marginLeft: 8 }}>
              管理
            </Tag>
          )}
          {n.status !== 1 && (
            <Tag color="#595959" style={{ marginLeft: 8 }}>
              已停用
            </Tag>
          )}
        </span>
      ),
    },
    {
      title: '最低角色',
      dataIndex: 'minRole',
      width: 160,
      render: (r: Role, n) =>
        canEdit ? (
          <Select
            size="small"
            aria-label={`${n.label}的最低角色`}
            value={r}
            loading={savingId === n._id}
            disabled={savingId !== null}
            style={{ width: 130 }}
            options={ROLES.map((x) => ({ value: x, label: ROLE_LABELS[x] }))}
            onChange={(v: Role) => onChange(n, v)}
          />
        ) : (
          <RoleTag role={r} />
        ),
    },
    ...ROLES.map((role) => ({
      title: ROLE_LABELS[role],
      key: role,
      width: 100,
      align: 'center' as const,
      render: (_: unknown, n: Row) =>
        n.parentSeen[role] && seesEntry(n, role) ? (
          <CheckOutlined style={{ color: '#52c41a' }} aria-label="可见" />
        ) : (
          <MinusOutlined style={{ color: '#bfbfbf' }} aria-label="不可见" />
        ),
    })),
  ];
  return (
    <Table<Row>
      rowKey="_id"
      size="small"
      columns={columns}
      dataSource={withParents(tree, all)}
      pagination={false}
      expandable={{ defaultExpandAllRows: true }}
    />
  );
}
