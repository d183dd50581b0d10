import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES, SUCCESS_NOTICE, useCustomWrite } from '../../providers/customCalls';

/** 个人中心 (GET /setting/profile): department and roles read-only. */
export interface Profile {
  _id: string;
  username: string;
  displayName: string;
  avatar: string | null;
  mobile: string | null;
  email: string | null;
  deptId: string | null;
  deptName: string | null;
  roles: { _id: string; name: string }[];
}

/** What 个人中心 saves; '' clears mobile, e-mail and avatar. */
export type ProfileEdits = Partial<Pick<Profile, 'displayName' | 'avatar' | 'mobile' | 'email'>>;

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
