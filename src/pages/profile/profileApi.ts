import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES, SUCCESS_NOTICE, useCustomWrite } from '../../providers/customCalls';
import type { Profile, ProfileEdits } from '../../domain/profile';

/** The signed-in person's profile, and saving it (操作成功 or the server's refusal naming the field). */
export function useProfile() {
  const { query } = useCustom<{ value: Profile }>({ url: '/setting/profile', method: 'get', ...CLIENT_NOTICES });
  const write = useCustomWrite();
  return {
    profile: query.data?.data?.value,
    failed: query.isError,
    refetch: query.refetch,
    save: (edits: ProfileEdits) => write<{ value: Profile }>('/setting/profile', 'put', edits, SUCCESS_NOTICE),
  };
}
