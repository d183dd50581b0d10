/**
 * Where antd's notices (notification, message) appear: below the header (56 px, layout.css), so a
 * notice never covers the project switcher or the user menu at its right end.
 */
export const NOTICE_TOP = 64;

export const NOTIFICATION_CONFIG = { top: NOTICE_TOP } as const;
export const MESSAGE_CONFIG = { top: NOTICE_TOP } as const;
