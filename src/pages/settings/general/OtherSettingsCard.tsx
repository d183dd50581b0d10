import { useState } from 'react';
import { Button, Card, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs from '../../../i18n/dayjs';
import { useShell } from '../../../state/shellContext';
import { SETTING_TYPES, displayValue } from './settingTypes';
import { COMPANY_INFO_KEY, useSettingsApi, useSettingsList, type Setting } from './settingsApi';
import { SettingDialog } from './SettingDialog';
import { TextAction } from '../../../engine/screens/TextAction';

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
      title: '键名',
      dataIndex: 'key',
      render: (k: string, s) => (canEdit ? <TextAction onClick={() => setEditing(s)}>{k}</TextAction> : k),
    },
    { title: '说明', dataIndex: 'description', render: (d: string | null) => d || '-' },
    {
      title: '类型',
      dataIndex: 'type',
      width: 90,
      render: (t: number) => {
        const o = SETTING_TYPES.find((x) => x.value === t);
        return <Tag color={o?.color}>{o?.label ?? t}</Tag>;
      },
    },
    {
      title: '值',
      dataIndex: 'value',
      render: (v: string, s) => (
        <Typography.Text ellipsis={{ tooltip: v }} code={s.type >= 4} style={{ maxWidth: 320 }}>
          {displayValue(s.type, v)}
        </Typography.Text>
      ),
    },
    { title: '更新时间', dataIndex: 'updatedAt', width: 150, render: (t: string) => dayjs(t).format('YYYY-MM-DD HH:mm') },
    ...(canEdit
      ? [
          {
            title: '操作',
            key: '_actions',
            width: 120,
            render: (_: unknown, s: Setting) => (
              <Space>
                <TextAction onClick={() => setEditing(s)}>编辑</TextAction>
                <Popconfirm
                  title={`确定删除设置项“${s.key}”吗？`}
                  okText="确定"
                  cancelText="取消"
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
                  <TextAction danger>删除</TextAction>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title="其他设置"
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void reload()}>
            刷新
          </Button>
          {canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ type: 0 })}>
              新建
            </Button>
          )}
        </Space>
      }
    >
      {failed && <Typography.Text type="danger">读取失败，请刷新重试</Typography.Text>}
      <Table<Setting>
        rowKey="_id"
        loading={loading}
        dataSource={rows}
        columns={columns}
        pagination={rows.length > 10 ? { pageSize: 10, showTotal: (t) => `共 ${t} 条` } : false}
        locale={{ emptyText: <Empty description={canEdit ? '还没有其他设置项，点击“新建”添加' : '还没有其他设置项'} /> }}
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
