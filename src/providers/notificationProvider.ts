import type { NotificationProvider } from '@refinedev/core';
import { useNotificationProvider as useAntdNotificationProvider } from '@refinedev/antd';
import { wasReported } from './reportedErrors';

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
 * The app's notification provider for `<Refine notificationProvider>`: antd's (a hook, so refine
 * calls it while rendering) without refine's duplicates of the HTTP client's error notices.
 */
export function useAppNotificationProvider(): NotificationProvider {
  return withoutDuplicateErrors(useAntdNotificationProvider());
}
