import type { ThemeConfig } from 'antd';

/** Brand values of docs/requirements.md §1; plain constants so the light login screen can use them without antd. */
export const PRIMARY_COLOR = '#1777ff';
/**
 * The brand blue one step darker (antd's blue-7), wherever text sits on it or it is text on a light
 * ground: white on #1777ff is 4.1:1 and #1777ff on white the same, short of WCAG AA's 4.5:1; this
 * shade gives 6.2:1. #1777ff stays the theme's primary (focus rings, borders, checked controls, charts).
 * docs/decisions.md "Colours that pass WCAG AA".
 */
export const PRIMARY_TEXT_COLOR = '#0958d9';
export const BORDER_RADIUS = 4;
/**
 * The app header's height (antd's Layout.Header token): what sits under the sticky header — list
 * tables' sticky heads (listSticky.ts), notices (noticePlacement.ts) — is placed by it.
 */
export const HEADER_HEIGHT = 56;

/** Secondary text, descriptions and placeholders: antd's 45 % and 25 % black are 3.4:1 and 2:1 on white. */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.6)';
const PLACEHOLDER_TEXT = 'rgba(0, 0, 0, 0.55)';

/**
 * Tags of antd's preset colours draw their text in the palette's 7th shade on its 1st; for these
 * that is 2.1–4.4:1, so their text takes a darker shade of the same colour (5.1–6.6:1).
 */
const TAG_TEXT_SHADES = {
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
};

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    borderRadius: BORDER_RADIUS,
    colorLink: PRIMARY_TEXT_COLOR,
    colorTextSecondary: SECONDARY_TEXT,
    colorTextTertiary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextPlaceholder: PLACEHOLDER_TEXT,
    // Error text under a field and 删除's white-on-red: #ff4d4f is 3.3:1 on white, this red 5.6:1.
    colorError: '#cf1322',
  },
  components: {
    Layout: { headerHeight: HEADER_HEIGHT },
    Button: { colorPrimary: PRIMARY_TEXT_COLOR, colorPrimaryHover: '#1668dc', colorPrimaryActive: '#003eb3' },
    Menu: { itemSelectedColor: PRIMARY_TEXT_COLOR },
    Tabs: { itemSelectedColor: PRIMARY_TEXT_COLOR, itemActiveColor: PRIMARY_TEXT_COLOR },
    Tag: {
      ...TAG_TEXT_SHADES,
      colorSuccess: TAG_TEXT_SHADES.green7,
      colorWarning: TAG_TEXT_SHADES.orange7,
      colorInfo: PRIMARY_TEXT_COLOR,
    },
  },
};
