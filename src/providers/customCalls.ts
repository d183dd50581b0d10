/**
 * Calls of the spec's fixed routes (status changes, generate order, menu / tenant / org / project /
 * setting calls…) from screens, through refine's data provider `custom` (./dataProvider.ts) and so
 * through the one HTTP client. Reads that a screen shows use refine's `useCustom` directly; these
 * helpers are for the rest: writes (`useCustomWrite`, over `useCustomMutation`) and reads a
 * screen runs itself, such as a list state's pages or a GET that changes state (`useCustomCall`,
 * over `useDataProvider`, where no hook fits).
 */
import { useCallback } from 'react';
import { useCustomMutation, useDataProvider, type BaseRecord, type CustomParams, type HttpError } from '@refinedev/core';
import type { CallOptions } from './dataProvider';
import { t } from '../i18n/messages/zh-CN/app';

/**
 * refine's own notices are off for these calls: the HTTP client already shows one notice per
 * failure (the error catalogue) and 操作成功 when the call asks for it (`meta.successNotice`).
 */
export const CLIENT_NOTICES = { successNotification: false, errorNotification: false } as const;

/** `meta` of a write that shows 操作成功 (or the server's message) when it succeeds. */
export const SUCCESS_NOTICE: CallOptions = { successNotice: true };

/** One call of a fixed route: method, URL under /ace-apis, query or payload, and the client's options. */
export interface CustomCall {
  url: string;
  method: CustomParams['method'];
  query?: Record<string, unknown>;
  payload?: unknown;
  meta?: CallOptions;
}

/**
 * Runs calls through the data provider's `custom` and resolves to the envelope's `data`. For reads
 * a screen runs itself (a list state's pages, a lookup on a click) and for calls no mutation hook
 * carries (a GET or a DELETE with query parameters).
 */
export function useCustomCall(): <T>(call: CustomCall) => Promise<T> {
  const dataProvider = useDataProvider();
  return useCallback(
    async <T>(call: CustomCall) => {
      const custom = dataProvider().custom;
      if (!custom) throw new Error(t('noCustomMethod'));
      return (await custom<BaseRecord>(call)).data as T;
    },
    [dataProvider],
  );
}

/**
 * Writes through refine's `useCustomMutation` (POST, PUT, PATCH or DELETE with a body) and resolves
 * to the envelope's `data`; a failure rejects after the HTTP client showed it.
 */
export function useCustomWrite(): <T = unknown>(url: string, method: 'post' | 'put', values: unknown, meta?: CallOptions) => Promise<T> {
  const { mutateAsync } = useCustomMutation<BaseRecord, HttpError, unknown>();
  return useCallback(
    async <T>(url: string, method: 'post' | 'put', values: unknown, meta?: CallOptions) =>
      (await mutateAsync({ url, method, values, meta, ...CLIENT_NOTICES })).data as T,
    [mutateAsync],
  );
}
