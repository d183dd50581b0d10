import { useCallback, useEffect, useRef, useState } from 'react';
import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES, useCustomWrite } from '../../providers/customCalls';
import { useNotices } from '../../state/notices';
import type { ColumnSettingsDto } from '../../schemas/listView';
import { t } from '../../i18n/messages/zh-CN/engineList';

const URL = '/setting/view/columns';

/**
 * The columns a user hides on a resource's list, kept on the server per user and resource
 * (docs/schema-engine.md, 视图与列设置) so a reload or another browser shows the same. A change shows
 * at once and is saved in the background; a failed save says so in Chinese and keeps the change on
 * screen. Until the server answers, every column shows (a slow answer never undoes a change made meanwhile).
 */
export function usePersistedColumns(resource: string): [string[], (hidden: string[]) => void] {
  const [hidden, setLocal] = useState<string[]>([]);
  const touched = useRef(false);
  const { message } = useNotices();
  const write = useCustomWrite();
  const { query } = useCustom<{ value: ColumnSettingsDto }>({
    url: URL,
    method: 'get',
    config: { query: { resource } },
    // A reader without the list right sees the list's own refusal; no second notice for this one.
    meta: { silent: true },
    ...CLIENT_NOTICES,
  });
  const saved = query.data?.data?.value?.hidden;
  useEffect(() => {
    if (saved && !touched.current) setLocal(saved);
  }, [saved]);

  const setHidden = useCallback(
    (next: string[]) => {
      touched.current = true;
      setLocal(next);
      write(URL, 'put', { resource, hidden: next }, { silent: true }).catch(() => void message.error(t('columnsNotSaved')));
    },
    [resource, write, message],
  );
  return [hidden, setHidden];
}
