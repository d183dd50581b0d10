import type { ThemeConfig } from 'antd';

/** Brand values of docs/requirements.md §1; plain constants so the light login screen can use them without antd. */
export const PRIMARY_COLOR = '#1777ff';
export const BORDER_RADIUS = 4;

export const theme: ThemeConfig = {
  token: { colorPrimary: PRIMARY_COLOR, borderRadius: BORDER_RADIUS },
};
