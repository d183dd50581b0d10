import type { FastifyBaseLogger } from 'fastify';

/**
 * Security events of accounts. The app keeps no audit table for them (the designer's version history
 * is the only audit record), so they go to the server log at info: who did what to whom, by ids —
 * never a password or a code. One place names them, so a log search finds every one.
 */
const SECURITY_EVENTS = {
  passwordChanged: '修改密码',
  passwordReset: '管理员重置密码',
  forgotCodeRequested: '忘记密码：获取短信验证码',
  forgotPasswordReset: '忘记密码：重设密码',
  loginUnlocked: '管理员解锁账号',
} as const;

export type SecurityEvent = keyof typeof SECURITY_EVENTS;

/** `userId`: whose account; `actorId`: who did it, when someone else (an admin). */
export function logSecurityEvent(
  log: FastifyBaseLogger,
  event: SecurityEvent,
  ids: { userId?: string; actorId?: string; tenantId?: string },
): void {
  log.info({ security: event, ...ids }, `安全事件：${SECURITY_EVENTS[event]}`);
}
