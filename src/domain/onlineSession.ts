/**
 * An active session as 在线用户 (GET /setting/session/list) and 我的登录设备 (GET /setting/session/mine)
 * show it (docs/api.md「在线用户」).
 */
export interface OnlineSession {
  _id: string;
  userId: string;
  userName: string;
  displayName: string;
  ip: string | null;
  userAgent: string | null;
  /** The user agent read for people (Chrome 131, Windows 10/11), as 登录日志 shows it. */
  browser: string;
  os: string;
  createdAt: string;
  lastActiveAt: string;
  /** The session asking (我的登录设备, and the admin's own row in 在线用户). */
  current: boolean;
}
