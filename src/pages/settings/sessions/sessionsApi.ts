import { useMemo } from 'react';
import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES, SUCCESS_NOTICE, useCustomWrite } from '../../../providers/customCalls';
import type { OnlineSession } from '../../../domain/onlineSession';

/** One page of 在线用户, newest activity first. */
export function useOnlineSessions(q: { pageNo: number; pageSize: number; userName?: string }) {
  const { query } = useCustom<{ value: { rows: OnlineSession[]; total: number } }>({
    url: '/setting/session/list',
    method: 'get',
    config: { query: q },
    ...CLIENT_NOTICES,
  });
  return { page: query.data?.data?.value, loading: query.isFetching, failed: query.isError, refetch: query.refetch };
}

/** 我的登录设备: the user's own active sessions. */
export function useMySessions() {
  const { query } = useCustom<{ value: OnlineSession[] }>({ url: '/setting/session/mine', method: 'get', ...CLIENT_NOTICES });
  return { sessions: query.data?.data?.value, loading: query.isFetching, failed: query.isError, refetch: query.refetch };
}

/** 强退 and 退出其他设备 (docs/api.md「在线用户」); each shows 操作成功 or the error catalogue's message. */
export function useSessionsApi() {
  const write = useCustomWrite();
  return useMemo(
    () => ({
      kick: (_id: string) => write('/setting/session/kick', 'post', { _id }, SUCCESS_NOTICE),
      logoutOthers: () => write<{ value: { ended: number } }>('/setting/session/logoutOthers', 'post', {}, SUCCESS_NOTICE),
      setLimit: (maxPerUser: number) => write('/setting/session/limit', 'put', { maxPerUser }, SUCCESS_NOTICE),
    }),
    [write],
  );
}

/** 每人同时登录数 of the tenant. */
export function useSessionLimit() {
  const { query } = useCustom<{ value: { maxPerUser: number } }>({ url: '/setting/session/limit', method: 'get', ...CLIENT_NOTICES });
  return { limit: query.data?.data?.value?.maxPerUser, failed: query.isError, refetch: query.refetch };
}
