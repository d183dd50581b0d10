import { useState } from 'react';
import { Drawer, Popconfirm, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime } from '../../../engine/renderers/format';
import { useResourceApi, useResourceVersions, type ResourceRow, type ResourceVersion } from './resourceApi';
import { useNotices } from '../../../state/notices';
import { TextAction } from '../../../engine/screens/TextAction';
import { t } from '../../../i18n/messages/zh-CN/designer';
import { t as tc } from '../../../i18n/messages/zh-CN/common';

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
      notification.success({ message: t('rolledBack', { from: v.version, to: version }) });
      await Promise.all([refetch(), onRolledBack()]);
    } catch {
      // Shown by the HTTP client (e.g. a type change the data of later versions no longer allows).
    } finally {
      setBusy(null);
    }
  }

  const columns: ColumnsType<ResourceVersion> = [
    {
      title: t('colVersion'),
      dataIndex: 'version',
      width: 110,
      render: (n: number) => (
        <>
          v{n} {n === current && <Tag color="green">{t('current')}</Tag>}
        </>
      ),
    },
    { title: t('publishedAt'), dataIndex: 'publishedAt', width: 150, render: (t: string) => formatDateTime(t) },
    { title: t('publishedBy'), dataIndex: 'publishedBy', width: 110 },
    { title: t('summary'), dataIndex: 'summary', render: (s: string) => s || '-' },
  ];
  if (canEdit)
    columns.push({
      title: tc('actions'),
      key: '_actions',
      width: 120,
      render: (_, v) =>
        v.version === current ? null : (
          <Popconfirm
            title={t('rollbackConfirm', { label: String(resource?.label), version: v.version })}
            description={t('rollbackDescription')}
            okText={tc('confirm')}
            cancelText={tc('cancel')}
            onConfirm={() => rollback(v)}
          >
            <TextAction disabled={busy !== null}>{t('rollback')}</TextAction>
          </Popconfirm>
        ),
    });

  return (
    <Drawer
      open={resource !== null}
      onClose={onClose}
      width="min(880px, 100vw)"
      title={resource ? t('versionsOf', { label: resource.label }) : t('versions')}
      destroyOnHidden
    >
      <Table<ResourceVersion>
        rowKey="version"
        size="small"
        loading={loading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        locale={{ emptyText: failed ? t('versionsLoadFailed') : t('noVersions') }}
      />
    </Drawer>
  );
}
