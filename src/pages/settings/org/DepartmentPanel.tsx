import { useMemo, useState } from 'react';
import { Button, Card, Empty, Popconfirm, Space, Tree, Typography } from 'antd';
import type { TreeProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useDepartmentApi } from '../common/departmentApi';
import type { Department } from '../../../domain/departments';
import { DepartmentDialog } from './DepartmentDialog';
import { ALL_KEY, dropMove, dropWhere, flatten, toTreeNodes } from './departmentTree';
import { t } from '../../../i18n/messages/zh-CN/settingsOrg';

interface Props {
  tree: Department[];
  failed: boolean;
  /** The department whose people the list shows (with those below it); null: everyone. */
  selected: string | null;
  onSelect(id: string | null): void;
  /** The tree changed: read it and the people again. */
  onChanged(): Promise<void>;
  mayCreate: boolean;
  mayEdit: boolean;
}

/**
 * 组织与人员's department tree: 全部 on top, each department with its head count. Dragging moves a
 * department (under another, or beside it); 新建部门 / 编辑 / 删除 act on the selected one by keyboard too.
 */
export function DepartmentPanel({ tree, failed, selected, onSelect, onChanged, mayCreate, mayEdit }: Props) {
  const api = useDepartmentApi();
  const [editing, setEditing] = useState<(Partial<Department> & { parentId?: string | null }) | null>(null);
  const current = useMemo(() => flatten(tree).find((d) => d._id === selected) ?? null, [tree, selected]);
  const treeData = useMemo(() => [{ key: ALL_KEY, title: t('all'), children: toTreeNodes(tree, { counts: true }) }], [tree]);
  // Everything open but what the user folded: a department added or moved shows at once.
  const [folded, setFolded] = useState<Set<string>>(new Set());
  const allKeys = useMemo(() => [ALL_KEY, ...flatten(tree).map((d) => d._id)], [tree]);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const move = dropMove(tree, String(info.dragNode.key), String(info.node.key), dropWhere({ ...info, pos: info.node.pos }));
    if (move) void api.update({ _id: String(info.dragNode.key), ...move }).then(onChanged, () => undefined);
  };
  const remove = async (d: Department) => {
    await api.remove(d._id);
    onSelect(null);
    await onChanged();
  };

  return (
    <Card
      size="small"
      title={t('department')}
      extra={
        mayCreate && (
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: current?._id ?? null })}>
            {t('createDepartment')}
          </Button>
        )
      }
    >
      {mayEdit && (
        <Space style={{ marginBottom: 8 }} wrap>
          <Button size="small" icon={<EditOutlined />} disabled={!current} onClick={() => current && setEditing(current)}>
            {t('edit')}
          </Button>
          <Popconfirm
            title={t('deleteDepartmentQuestion', { name: current?.name })}
            okText={t('confirm')}
            cancelText={t('cancel')}
            disabled={!current}
            onConfirm={() => (current ? remove(current).catch(() => undefined) : undefined)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} disabled={!current}>
              {t('delete')}
            </Button>
          </Popconfirm>
        </Space>
      )}
      {failed ? (
        <Typography.Text type="danger">{t('departmentsFailed')}</Typography.Text>
      ) : (
        <nav aria-label={t('departmentTree')}>
          <Tree
            blockNode
            expandedKeys={allKeys.filter((k) => !folded.has(k))}
            onExpand={(keys) => setFolded(new Set(allKeys.filter((k) => !keys.includes(k))))}
            treeData={treeData}
            selectedKeys={[selected ?? ALL_KEY]}
            onSelect={(keys) => onSelect(keys[0] && keys[0] !== ALL_KEY ? String(keys[0]) : null)}
            draggable={mayEdit ? { icon: false, nodeDraggable: (n) => n.key !== ALL_KEY } : false}
            allowDrop={({ dropNode, dropPosition }) => dropNode.key !== ALL_KEY || dropPosition === 0}
            onDrop={onDrop}
          />
          {!tree.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noDepartments')} />}
        </nav>
      )}
      {/* Mounted while open only: its person chooser reads the people then, not on every visit. */}
      {editing && (
        <DepartmentDialog
          dept={editing}
          tree={tree}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void onChanged();
          }}
        />
      )}
    </Card>
  );
}
