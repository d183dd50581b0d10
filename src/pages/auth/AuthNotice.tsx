import type { AuthNoticeText } from './useAuthForm';

/** The notice over an auth form (useAuthForm's `notice`): green when it went well, red when not. */
export function AuthNotice({ notice }: { notice: AuthNoticeText | null }) {
  if (!notice) return null;
  return (
    <div className={notice.ok ? 'auth-alert auth-alert--success' : 'auth-alert'} role={notice.ok ? 'status' : 'alert'}>
      {notice.text}
    </div>
  );
}
