import { useState } from 'react';
import { Button, Card, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from '../../../i18n/dayjs';
import { useShell } from '../../../state/shellContext';
import { SETTING_TYPES, displayValue, typeLabel } from './settingTypes';
import { COMPANY_INFO_KEY, useSettingsApi, useSettingsList, type Setting } from './settingsApi';
import { SettingDialog } from './SettingDialog';
import { TextAction } from '../../../engine/screens/TextAction';
import { t } from '../../../i18n/messages/zh-CN/settingsGeneral';
import { t as tc } from '../../../i18n/messages/zh-CN/settingsCommon';

/** The current project's other settings (company_info has its own card): list, add, edit, delete. */
export function OtherSettingsCard({ canEdit }: { canEdit: boolean }) {
  // refine is remounted with a fresh cache when the project changes (App.tsx), so the list follows it.
  // A saved or deleted setting also refreshes the app's settings cache (docs/requirements.md §4), which the shell keeps.
  const { refreshSettings } = useShell();
  const list = useSettingsList();
  const settingsApi = useSettingsApi();
  const rows = list.rows.filter((s) => s.key !== COMPANY_INFO_KEY);
  const { loading, failed } = list;
  const reload = () => list.reload();
  const [editing, setEditing] = useState<Partial<Setting> | null>(null);

  const columns: ColumnsType<Setting> = [
    {
      title: t('key'),
      dataIndex: 'key',
      render: (k: string, s) => (canEdit ? <TextAction onClick={() => setEditing(s)}>{k}</TextAction> : k),
    },
    { title: t('description'), dataIndex: 'description', render: (d: string | null) => d || '-' },
    {
      title: t('type'),
      dataIndex: 'type',
      width: 90,
      render: (type: number) => {
        const o = SETTING_TYPES.find((x) => x.value === type);
        return <Tag color={o?.color}>{o ? typeLabel(o) : type}</Tag>;
      },
    },
    {
      title: t('value'),
      dataIndex: 'value',
      render: (v: string, s) => (
        <Typography.Text ellipsis={{ tooltip: v }} code={s.type >= 4} style={{ maxWidth: 320 }}>
          {displayValue(s.type, v)}
        </Typography.Text>
      ),
    },
    { title: t('updatedAt'), dataIndex: 'updatedAt', width: 150, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm') },
    ...(canEdit
      ? [
          {
            title: t('actions'),
            key: '_actions',
            width: 120,
            render: (_: unknown, s: Setting) => (
              <Space>
                <TextAction onClick={() => setEditing(s)}>{t('edit')}</TextAction>
                <Popconfirm
                  title={t('deleteQuestion', { key: s.key })}
                  okText={t('confirm')}
                  cancelText={t('cancel')}
                  onConfirm={() =>
                    settingsApi.remove(s._id).then(
                      () => {
                        refreshSettings();
                        return reload();
                      },
                      () => undefined,
                    )
                  }
                >
                  <TextAction danger>{t('delete')}</TextAction>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('otherSettings')}
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void reload()}>
            {t('refresh')}
          </Button>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ type: 0 })}>
              {t('create')}
            </Button>
          )}
        </Space>
      }
    >
      {failed && <Typography.Text type="danger">{tc('loadFailedRefresh')}</Typography.Text>}
      <Table<Setting>
        rowKey="_id"
        loading={loading}
        dataSource={rows}
        columns={columns}
        pagination={rows.length > 10 ? { pageSize: 10, showTotal: (n) => t('total', { n }) } : false}
        locale={{ emptyText: <Empty description={canEdit ? t('emptyEditable') : t('empty')} /> }}
      />
      <SettingDialog
        setting={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refreshSettings();
          void reload();
        }}
      />
    </Card>
  );
}
