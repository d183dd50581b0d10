import { useState } from 'react';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { menuIcon } from '../../../components/menuIcons';
import { formatDateTime } from '../../../engine/renderers/format';
import { useShell } from '../../../state/shellContext';
import { ImportDesignButton } from './ImportDesignButton';
import { ResourceDesigner } from './ResourceDesigner';
import { ResourceRowActions } from './ResourceRowActions';
import { ResourceStatusTags } from './ResourceStatusTags';
import { useResourceList, type ResourceRow } from './resourceApi';
import { VersionsDrawer } from './VersionsDrawer';
import { TextAction } from '../../../engine/screens/TextAction';
import { t } from '../../../i18n/messages/zh-CN/designer';
import { localizeBuiltInLabel } from '../../../i18n/messages/schemaTexts';
import { t as tc } from '../../../i18n/messages/zh-CN/common';

/**
 * 数据模型 (docs/requirements.md §10.3): the tenant's resources, built-in ones marked 内置 (their custom fields
 * versioned like a design), added ones with their state and version. 新建资源, 设计 and 添加字段
 * (built-ins) open the designer in place of the list; 版本 lists the published versions with
 * rollback; 导出 / 导入 move a design as a JSON file. Writes need 编辑 on `resource`; who opens the
 * page at all is the route guard's (列表 on `resource`).
 */
export function ResourcePage() {
  const shell = useShell();
  const { rows, loading, loaded, failed, refetch } = useResourceList();
  const canEdit = useCan({ resource: 'resource', action: 'edit' }).data?.can === true;
  // null: the list; `name` null: a new resource.
  const [designing, setDesigning] = useState<{ name: string | null } | null>(null);
  const [versionsOf, setVersionsOf] = useState<ResourceRow | null>(null);

  /**
   * After a publish or rollback: the list, and the shell's menu, whose refresh reads the served
   * schemas too (refreshServedSchemas, src/state/servedSchemas.ts) so the new entry comes with its
   * routes and screens; calling that here as well would read them twice.
   */
  const afterPublish = async () => {
    await Promise.all([refetch(), shell.refreshMenu().catch(() => undefined)]);
  };

  if (designing)
    return (
      <ResourceDesigner
        name={designing.name}
        taken={rows.map((r) => r.name)}
        canEdit={canEdit}
        onClose={() => {
          setDesigning(null);
          void refetch();
        }}
        onSaved={() => void refetch()}
        onPublished={afterPublish}
      />
    );

  const columns: ColumnsType<ResourceRow> = [
    {
      title: t('colName'),
      dataIndex: 'label',
      width: 220,
      render: (label: string, r) => (
        <Space size={6}>
          {menuIcon(r.icon)}
          <TextAction onClick={() => setDesigning({ name: r.name })}>{r.builtIn ? localizeBuiltInLabel(r.name, label) : label}</TextAction>
          {r.builtIn && <Tag color="blue">{t('builtIn')}</Tag>}
        </Space>
      ),
    },
    { title: t('colApiName'), dataIndex: 'name', width: 200, render: (n: string) => <Typography.Text code>{n}</Typography.Text> },
    {
      title: t('colStatus'),
      key: 'status',
      width: 200,
      render: (_, r) => <ResourceStatusTags status={r.status} hasDraft={r.hasDraft} />,
    },
    { title: t('colVersion'), dataIndex: 'version', width: 80, align: 'right', render: (v: number) => (v > 0 ? `v${v}` : '-') },
    { title: t('colUpdatedAt'), dataIndex: 'updatedAt', width: 160, render: (t?: string) => formatDateTime(t) || '-' },
    {
      title: tc('actions'),
      key: '_actions',
      width: 200,
      render: (_, r) => (
        <ResourceRowActions row={r} canEdit={canEdit} onDesign={() => setDesigning({ name: r.name })} onVersions={() => setVersionsOf(r)} />
      ),
    },
  ];

  return (
    <Card
      title={t('pageTitle')}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()}>
            {tc('refresh')}
          </Button>
          {canEdit && (
            <ImportDesignButton
              onImported={(name) => {
                void refetch();
                setDesigning({ name });
              }}
            />
          )}
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDesigning({ name: null })}>
              {t('newResource')}
            </Button>
          )}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Table<ResourceRow>
        rowKey="name"
        loading={loading && !loaded}
        dataSource={rows}
        columns={columns}
        pagination={false}
        locale={{ emptyText: failed ? t('listLoadFailed') : t('noResources') }}
      />
      <VersionsDrawer resource={versionsOf} canEdit={canEdit} onClose={() => setVersionsOf(null)} onRolledBack={afterPublish} />
    </Card>
  );
}
