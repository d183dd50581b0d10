import { HEADER_HEIGHT } from '../theme';

/**
 * Where antd's notices (notification, message) appear: 8 px below the header, so a notice never
 * covers the project switcher or the user menu at its right end.
 */
export const NOTICE_TOP = HEADER_HEIGHT + 8;

export const NOTIFICATION_CONFIG = { top: NOTICE_TOP } as const;
export const MESSAGE_CONFIG = { top: NOTICE_TOP } as const;
