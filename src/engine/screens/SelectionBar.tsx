import { useState } from 'react';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { useDeleteMany, type BaseKey } from '@refinedev/core';
import type { ResourceSchema } from '../../schemas/types';
import { BulkEditDialog } from './BulkEditDialog';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineList';

/**
 * What a list offers for its selected rows: 批量修改 (one field, one value, all of them) and 批量删除,
 * each for users who hold the right; 取消选择. A deleted record that goes to the recycle bin can be
 * brought back at once (撤销, shell/UndoDelete.tsx).
 */
export function SelectionBar({
  schema,
  selected,
  locked,
  mayEdit,
  mayDelete,
  onClear,
}: {
  schema: ResourceSchema;
  selected: BaseKey[];
  locked: ReadonlySet<string>;
  mayEdit: boolean;
  mayDelete: boolean;
  onClear: () => void;
}) {
  const { mutate: deleteMany, mutation } = useDeleteMany();
  const [editing, setEditing] = useState(false);
  if (!selected.length) return null;
  return (
    <Space style={{ marginBottom: 12 }} wrap>
      <Typography.Text>{t('selectedCount', { n: selected.length })}</Typography.Text>
      {mayEdit && <Button onClick={() => setEditing(true)}>{t('bulkEdit')}</Button>}
      {mayDelete && (
        <Popconfirm
          title={t('bulkDeleteQuestion', { n: selected.length, label: schema.label })}
          description={schema.softDelete ? t('restorableHint') : undefined}
          okText={tc('confirm')}
          cancelText={tc('cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() =>
            new Promise<void>((resolve) =>
              deleteMany(
                { resource: schema.name, ids: selected, successNotification: false, errorNotification: false },
                { onSuccess: onClear, onSettled: () => resolve() },
              ),
            )
          }
        >
          <Button danger loading={mutation.isPending}>
            {t('bulkDelete')}
          </Button>
        </Popconfirm>
      )}
      <Button type="link" onClick={onClear}>
        {t('clearSelection')}
      </Button>
      {mayEdit && (
        <BulkEditDialog
          schema={schema}
          locked={locked}
          ids={selected}
          open={editing}
          onClose={() => setEditing(false)}
          onDone={() => {
            setEditing(false);
            onClear();
          }}
        />
      )}
    </Space>
  );
}
