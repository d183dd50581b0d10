import { useState } from 'react';
import { Drawer, Popconfirm, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime } from '../../../engine/renderers/format';
import { useResourceApi, useResourceVersions, type ResourceRow, type ResourceVersion } from './resourceApi';
import { useNotices } from '../../../state/notices';
import { TextAction } from '../../../engine/screens/TextAction';

/**
 * 版本: every published version of an added resource, newest first, with who published it and what
 * changed. 回滚到此版本 publishes that version's design again as a new version (nothing is
 * overwritten, so a rollback can itself be rolled back). The current version has no rollback.
 */
export function VersionsDrawer({
  resource,
  canEdit,
  onClose,
  onRolledBack,
}: {
  resource: ResourceRow | null;
  canEdit: boolean;
  onClose(): void;
  onRolledBack(): Promise<void> | void;
}) {
  const { rows, loading, failed, refetch } = useResourceVersions(resource?.name ?? null);
  const api = useResourceApi();
  const { notification } = useNotices();
  const [busy, setBusy] = useState<number | null>(null);
  const current = rows.reduce((n, r) => Math.max(n, r.version), 0);

  async function rollback(v: ResourceVersion) {
    if (!resource) return;
    setBusy(v.version);
    try {
      const { version } = await api.rollback(resource.name, v.version);
      notification.success({ message: `已回滚到版本 ${v.version}，发布为版本 ${version}` });
      await Promise.all([refetch(), onRolledBack()]);
    } catch {
      // Shown by the HTTP client (e.g. a type change the data of later versions no longer allows).
    } finally {
      setBusy(null);
    }
  }

  const columns: ColumnsType<ResourceVersion> = [
    {
      title: '版本',
      dataIndex: 'version',
      width: 110,
      render: (n: number) => (
        <>
          v{n} {n === current && <Tag color="green">当前</Tag>}
        </>
      ),
    },
    { title: '发布时间', dataIndex: 'publishedAt', width: 150, render: (t: string) => formatDateTime(t) },
    { title: '发布人', dataIndex: 'publishedBy', width: 110 },
    { title: '变更摘要', dataIndex: 'summary', render: (s: string) => s || '-' },
  ];
  if (canEdit)
    columns.push({
      title: '操作',
      key: '_actions',
      width: 120,
      render: (_, v) =>
        v.version === current ? null : (
          <Popconfirm
            title={`确定将“${resource?.label}”回滚到版本 ${v.version} 吗？`}
            description="该版本的设计将作为新版本发布，已有数据保留。"
            okText="确定"
            cancelText="取消"
            onConfirm={() => rollback(v)}
          >
            <TextAction disabled={busy !== null}>回滚到此版本</TextAction>
          </Popconfirm>
        ),
    });

  return (
    <Drawer
      open={resource !== null}
      onClose={onClose}
      width="min(880px, 100vw)"
      title={resource ? `“${resource.label}”的版本` : '版本'}
      destroyOnHidden
    >
      <Table<ResourceVersion>
        rowKey="version"
        size="small"
        loading={loading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        locale={{ emptyText: failed ? '读取失败，请关闭后重试' : '还没有发布过版本' }}
      />
    </Drawer>
  );
}
