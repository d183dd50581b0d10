import type { ThemeConfig } from 'antd';

/** Brand values of docs/requirements.md §1; plain constants so the light login screen can use them without antd. */
export const PRIMARY_COLOR = '#1777ff';
export const BORDER_RADIUS = 4;
/**
 * The app header's height (antd's Layout.Header token): what sits under the sticky header — list
 * tables' sticky heads (listSticky.ts), notices (noticePlacement.ts) — is placed by it.
 */
export const HEADER_HEIGHT = 56;

export const theme: ThemeConfig = {
  token: { colorPrimary: PRIMARY_COLOR, borderRadius: BORDER_RADIUS },
  components: { Layout: { headerHeight: HEADER_HEIGHT } },
};
