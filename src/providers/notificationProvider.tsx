import { useMemo } from 'react';
import type { NotificationProvider } from '@refinedev/core';
import { Button } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { wasReported } from '../http/reportedErrors';
import { useNotices } from '../state/notices';
import { t } from '../i18n/messages/zh-CN/shell';

/**
 * Wraps a refine notification provider so that refine's own error notice about a failed call is
 * dropped when the HTTP client already showed that failure (docs/requirements.md §8: one notice, titled
 * 请求错误 and the code). refine's hooks notify errors by default and describe them with the
 * error's message, which is exactly what the client showed. Errors the client never showed (a
 * failure before any request, a silent call) and every other notice pass through unchanged.
 */
export function withoutDuplicateErrors(base: NotificationProvider): NotificationProvider {
  return {
    ...base,
    open(params) {
      if (params.type === 'error' && wasReported(params.description)) return;
      base.open(params);
    },
  };
}

/**
 * refine's notices shown with antd's notification API, as @refinedev/antd's provider shows them
 * (refine's short message as the text, its description as the title). Written here rather than
 * imported: @refinedev/antd is one module, so importing its provider put all of it — its form and
 * table hooks with antd's Form — on the first screen after login (docs/decisions.md "Fast after
 * signing in"). `progress` is refine's undoable mode, which the app does not use; it still works:
 * the countdown text with a 撤销 button.
 */
export function antdNotifications(api: NotificationInstance): NotificationProvider {
  return {
    open({ key, message, description, type, cancelMutation }) {
      if (type === 'progress') {
        const undo = () => {
          cancelMutation?.();
          if (key) api.destroy(key);
        };
        api.open({
          key,
          message,
          duration: 0,
          closeIcon: false,
          actions: (
            <Button size="small" onClick={undo}>
              {t('undo')}
            </Button>
          ),
        });
        return;
      }
      api.open({ key, description: message, message: description ?? null, type });
    },
    close: (key) => api.destroy(key),
  };
}

/**
 * The app's notification provider for `<Refine notificationProvider>`: antd's (a hook, so refine
 * calls it while rendering) without refine's duplicates of the HTTP client's error notices.
 */
export function useAppNotificationProvider(): NotificationProvider {
  // The app's notification (NoticesProvider): themed and placed below the header. antd's static one is
  // not loaded at all: it would be the first screen's only reason to carry it.
  const api = useNotices().notification;
  return useMemo(() => withoutDuplicateErrors(antdNotifications(api)), [api]);
}
