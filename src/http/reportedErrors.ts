/**
 * What the HTTP client has already told the user. refine's data hooks notify their errors too
 * (「请求错误（状态码：403）」 beside the client's 「请求错误 403」); the app's notification provider
 * asks here and drops refine's notice when the client already showed the same message.
 * Kept apart from the providers so the login screen's bundle does not pull refine in.
 */

/** refine notifies right after the call fails (after React Query's retries); a generous margin. */
const DUPLICATE_WINDOW_MS = 10_000;

const shownAt = new Map<string, number>();

/** Records that the user was told `message` (or, for a 401 after the first, that they already were). */
export function markReported(message: string, now: number = Date.now()): void {
  shownAt.set(message, now);
  // Old entries are of no use; keep the map as small as the window.
  for (const [text, at] of shownAt) if (now - at > DUPLICATE_WINDOW_MS) shownAt.delete(text);
}

/** Whether the HTTP client showed `message` within the last {@link DUPLICATE_WINDOW_MS}. */
export function wasReported(message: unknown, now: number = Date.now()): boolean {
  if (typeof message !== 'string' || !message) return false;
  const at = shownAt.get(message);
  return at !== undefined && now - at <= DUPLICATE_WINDOW_MS;
}

/** Forgets everything (tests). */
export function forgetReported(): void {
  shownAt.clear();
}
