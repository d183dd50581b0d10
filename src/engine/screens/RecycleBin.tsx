import { useState } from 'react';
import { Button, Drawer, Space, Table, Typography } from 'antd';
import { DeleteOutlined, RollbackOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import type { ResourceSchema } from '../../schemas/types';
import { CLIENT_NOTICES } from '../../providers/customCalls';
import { formatDateTime } from '../renderers/format';
import { recordTitle } from './schemaLayout';
import { recyclePath, useRestore } from './recycleApi';
import { namedSelectionBoxes } from './rowCheckbox';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineRecycle';

type Row = Record<string, unknown> & { _id: string; deletedAt: string; deletedByName?: string | null };

const PAGE_SIZE = 10;

/**
 * 回收站 of a resource (docs/recycle-bin.md): what was deleted and not yet purged — the record, when
 * and by whom — the last deleted first; 恢复 brings the chosen ones back to the list. Opened from
 * the list's toolbar by those who may delete.
 */
export function RecycleBinButton({ schema }: { schema: ResourceSchema }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        {t('recycleBin')}
      </Button>
      <Drawer title={t('recycleBinOf', { label: schema.label })} open={open} onClose={() => setOpen(false)} width={720} destroyOnHidden>
        {open && <RecycleBin schema={schema} />}
      </Drawer>
    </>
  );
}

function RecycleBin({ schema }: { schema: ResourceSchema }) {
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const restore = useRestore();
  const { query } = useCustom<{ rows: Row[]; total: number; keptDays: number }>({
    url: recyclePath(schema, 'recycle'),
    method: 'get',
    config: { query: { pageNo, pageSize: PAGE_SIZE } },
    ...CLIENT_NOTICES,
  });
  const page = query.isError ? undefined : query.data?.data;
  const bringBack = async (ids: string[]) => {
    setBusy(true);
    try {
      await restore(schema, ids);
      setSelected([]);
      await query.refetch();
    } catch {
      // Shown by the HTTP client (a clash with a live record, say).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="recycle-bin">
      <Typography.Text type="secondary">
        {page ? t('keptFor', { label: schema.label, days: page.keptDays }) : t('kept', { label: schema.label })}
      </Typography.Text>
      <Button
        type="primary"
        icon={<RollbackOutlined />}
        disabled={!selected.length}
        loading={busy}
        onClick={() => void bringBack(selected)}
      >
        {selected.length ? t('restoreSelectedCount', { n: selected.length }) : t('restoreSelected')}
      </Button>
      <Table<Row>
        rowKey="_id"
        size="small"
        loading={query.isFetching}
        dataSource={page?.rows ?? []}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
          ...namedSelectionBoxes(schema),
        }}
        // Narrower than its columns (a phone): it scrolls sideways, the record's title keeps its width.
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: query.isError ? t('loadFailed') : t('empty') }}
        pagination={{
          current: pageNo,
          pageSize: PAGE_SIZE,
          total: page?.total ?? 0,
          onChange: setPageNo,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        columns={[
          {
            title: schema.fields.find((f) => f.name === schema.titleField)?.label ?? t('record'),
            key: 'title',
            width: 220,
            render: (_, r) => recordTitle(schema, r),
          },
          { title: t('deletedAt'), dataIndex: 'deletedAt', width: 170, render: (v: string) => formatDateTime(v) },
          { title: t('deletedBy'), dataIndex: 'deletedByName', width: 110, render: (v?: string | null) => v || '-' },
          {
            title: tc('actions'),
            key: 'actions',
            width: 90,
            render: (_, r) => (
              <Button
                type="link"
                size="small"
                disabled={busy}
                onClick={() => void bringBack([r._id])}
                aria-label={t('restoreOf', { title: recordTitle(schema, r) })}
              >
                {t('restore')}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  );
}
