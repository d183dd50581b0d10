import { useEffect } from 'react';
import { Button } from 'antd';
import { onDeleted } from '../state/deletedRecords';
import { schemaOf } from '../state/servedSchemas';
import { useNotices } from '../state/notices';
import { useRestore } from '../engine/screens/recycleApi';
import { t } from '../i18n/messages/zh-CN/shell';

/** How long 撤销 is offered after a delete. */
const UNDO_SECONDS = 8;

/**
 * After every delete of records that go to a recycle bin (docs/recycle-bin.md), from any screen — a
 * row's 删除, 批量删除, a show page — a notice says what went and offers 撤销 for a few seconds,
 * which brings them back. Mounted once in the main layout.
 */
export function UndoDelete() {
  const { notification } = useNotices();
  const restore = useRestore();
  useEffect(
    () =>
      onDeleted((resource, ids) => {
        const schema = schemaOf(resource);
        if (!schema?.softDelete || !ids.length) return;
        const key = `undo-${resource}-${ids.join(',')}`;
        notification.success({
          key,
          message: t('deletedCount', { n: ids.length, label: schema.label }),
          description: t('restorable'),
          duration: UNDO_SECONDS,
          actions: (
            <Button
              size="small"
              type="primary"
              onClick={() => {
                notification.destroy(key);
                // A refusal shows through the HTTP client.
                restore(schema, ids).catch(() => undefined);
              }}
            >
              {t('undo')}
            </Button>
          ),
        });
      }),
    [notification, restore],
  );
  return null;
}
