import type { ComponentType, ReactNode } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import type { ResourceSchema } from '../../schemas/types';
import { useNotices } from '../../state/notices';
import { deleteQuestion } from './RowActions';
import { recordTitle } from './schemaLayout';
import { useRowActions } from './useRowActions';
import type { RowActionProps } from './overrides';
import './phoneRowActions.css';
import { t as tc } from '../../i18n/messages/zh-CN/common';
import { t } from '../../i18n/messages/zh-CN/engineList';

/** A menu entry the rules refuse for this record: disabled, the server's reason under it (a phone has no hover for a tooltip). */
const withReason = (text: string, reason: string | undefined): ReactNode =>
  reason ? (
    <>
      {text}
      <span className="phone-row-actions__reason">{reason}</span>
    </>
  ) : (
    text
  );

/**
 * A row's actions on a phone: one 44×44 button beside the record's name, named 操作：<the record>,
 * whose menu holds 查看 / 编辑 / 删除 as the desk's RowActions offers them (useRowActions), and a
 * resource's own actions under them. On the desk they stand at the row's end; on a phone that end
 * lies far to the right inside the table's sideways scroll. 删除 asks in a dialog.
 */
export function PhoneRowActions({
  schema,
  record,
  onDeleted,
  extra: Extra,
}: {
  schema: ResourceSchema;
  record: Record<string, unknown>;
  onDeleted?: () => void;
  extra?: ComponentType<RowActionProps>;
}) {
  const actions = useRowActions(schema, record, onDeleted);
  const { confirm } = useNotices();
  const items: NonNullable<MenuProps['items']> = [];
  if (actions.show.offered) items.push({ key: 'show', label: tc('view') });
  if (actions.edit.offered)
    items.push({ key: 'edit', label: withReason(tc('edit'), actions.edit.refusal), disabled: !!actions.edit.refusal });
  if (actions.delete.offered)
    items.push({
      key: 'delete',
      label: withReason(tc('delete'), actions.delete.refusal),
      danger: true,
      disabled: !!actions.delete.refusal,
    });
  if (items.length === 0 && !Extra) return null;
  const choose = (key: string) => {
    if (key === 'show') actions.openShow();
    else if (key === 'edit') actions.openEdit();
    else
      confirm({
        title: deleteQuestion(schema, record),
        okText: tc('confirm'),
        cancelText: tc('cancel'),
        okButtonProps: { danger: true },
        onOk: actions.remove,
      });
  };
  return (
    <Dropdown
      trigger={['click']}
      rootClassName="phone-row-actions__menu"
      menu={{ items, onClick: ({ key }) => choose(key) }}
      popupRender={
        Extra
          ? (menu) => (
              <div className="phone-row-actions__popup">
                {menu}
                <div className="phone-row-actions__extra">
                  <Extra schema={schema} record={record} />
                </div>
              </div>
            )
          : undefined
      }
    >
      <Button
        type="text"
        className="phone-row-actions"
        icon={<EllipsisOutlined />}
        aria-label={t('actionsOf', { title: recordTitle(schema, record) })}
      />
    </Dropdown>
  );
}
