import type { ThemeChoice } from './appearance';
import type { Locale } from '../i18n/messages/translate';
import type { BuiltInRoleKey } from './builtInRoles';

/** 个人中心 (GET /setting/profile, docs/api.md「个人中心」): what a person sees of themself; department and roles read-only. */
export interface Profile {
  _id: string;
  username: string;
  displayName: string;
  avatar: string | null;
  mobile: string | null;
  email: string | null;
  deptId: string | null;
  /** The department's name (部门, read here only: 组织与人员 sets it). */
  deptName: string | null;
  roles: { _id: string; name: string; builtInKey: BuiltInRoleKey | null }[];
  /** 外观 (src/domain/appearance.ts): the person's own choice, as the user menu sets it. */
  theme: ThemeChoice;
  /** 语言 (src/i18n/messages/translate.ts): likewise. */
  locale: Locale;
}

/** What a person may change of themself (PUT /setting/profile); '' or null clears mobile, e-mail and avatar. */
export type ProfileEdits = Partial<Pick<Profile, 'displayName' | 'avatar' | 'mobile' | 'email' | 'theme' | 'locale'>>;
