import { useState } from 'react';
import { Button, Popconfirm, Space, Typography } from 'antd';
import { useDeleteMany, type BaseKey } from '@refinedev/core';
import type { ResourceSchema } from '../../schemas/types';
import { BulkEditDialog } from './BulkEditDialog';

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
      <Typography.Text>已选择 {selected.length} 项</Typography.Text>
      {mayEdit && <Button onClick={() => setEditing(true)}>批量修改</Button>}
      {mayDelete && (
        <Popconfirm
          title={`确定删除选中的 ${selected.length} 个${schema.label}吗？`}
          description={schema.softDelete ? '删除后可在回收站中恢复' : undefined}
          okText="确定"
          cancelText="取消"
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
            批量删除
          </Button>
        </Popconfirm>
      )}
      <Button type="link" onClick={onClear}>
        取消选择
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
