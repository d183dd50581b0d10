import type { ComponentType } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import type { ResourceSchema } from '../../schemas/types';
import { RefusedAction } from './RefusedAction';
import { recordTitle } from './schemaLayout';
import { useRowActions } from './useRowActions';
import type { RowActionProps } from './overrides';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineList';

/** The question asked before deleting one record: 确定删除该客户“张三”吗？ */
export function deleteQuestion(schema: ResourceSchema, record: Record<string, unknown>): string {
  return t('deleteQuestion', { label: schema.label, title: recordTitle(schema, record) });
}

/**
 * 查看 / 编辑 / 删除 of one row (the show page leaves out 查看), as the schema's actions and the user's
 * rights allow, with a resource's own actions (`extra`, the override's rowActions) between 查看 and 编辑.
 * 编辑 or 删除 the schema's per-record rules refuse for this record (`recordRules`: a 处理中 order's
 * 删除) show disabled with the server's reason as the tooltip. A phone's list uses PhoneRowActions.
 */
export function RowActions({
  schema,
  record,
  onDeleted,
  onShowPage,
  extra: Extra,
}: {
  schema: ResourceSchema;
  record: Record<string, unknown>;
  onDeleted?: () => void;
  onShowPage?: boolean;
  extra?: ComponentType<RowActionProps>;
}) {
  const actions = useRowActions(schema, record, onDeleted);
  return (
    <Space size={0} wrap={false}>
      {actions.show.offered && !onShowPage && (
        <Button type="link" size="small" onClick={actions.openShow}>
          {tc('view')}
        </Button>
      )}
      {Extra && <Extra schema={schema} record={record} />}
      {actions.edit.offered &&
        (actions.edit.refusal ? (
          <RefusedAction
            reason={actions.edit.refusal}
            testId="refused-edit"
            button={
              <Button type="link" size="small" disabled>
                {tc('edit')}
              </Button>
            }
          />
        ) : (
          <Button type="link" size="small" onClick={actions.openEdit}>
            {tc('edit')}
          </Button>
        ))}
      {actions.delete.offered &&
        (actions.delete.refusal ? (
          <RefusedAction
            reason={actions.delete.refusal}
            testId="refused-delete"
            button={
              <Button type="link" size="small" danger disabled>
                {tc('delete')}
              </Button>
            }
          />
        ) : (
          <Popconfirm
            title={deleteQuestion(schema, record)}
            okText={tc('confirm')}
            cancelText={tc('cancel')}
            okButtonProps={{ danger: true, loading: actions.deleting }}
            onConfirm={actions.remove}
          >
            <Button type="link" size="small" danger>
              {tc('delete')}
            </Button>
          </Popconfirm>
        ))}
    </Space>
  );
}
