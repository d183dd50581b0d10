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
/** Error text under a field and 删除's white-on-red: antd's #ff4d4f is 3.3:1 on white, this red 5.6:1. */
const ERROR_COLOR = '#cf1322';
/** The primary fill under the pointer and pressed (white on them: 5.2:1 and 9:1). */
const PRIMARY_HOVER = '#1668dc';
const PRIMARY_ACTIVE = '#003eb3';
/** Success and warning as text (Typography, tags): antd's #52c41a and #faad14 are 2.3:1 and 1.9:1 on white. */
const SUCCESS_TEXT = '#237804';
const WARNING_TEXT = '#ad4e00';

/**
 * Tags of antd's preset colours draw their text in the palette's 7th shade on its 1st; for these
 * that is 2.1–4.4:1, so their text takes a darker shade of the same colour (5.1–6.6:1).
 */
const TAG_TEXT_SHADES = {
  volcano7: '#ad2102',
  orange7: WARNING_TEXT,
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: SUCCESS_TEXT,
  cyan7: '#006d75',
};

/** Where white text sits on the primary colour (buttons, a switch, a picked date, a checked radio button or tag). */
const PRIMARY_FILL = { colorPrimary: PRIMARY_TEXT_COLOR, colorPrimaryHover: PRIMARY_HOVER, colorPrimaryActive: PRIMARY_ACTIVE };

/**
 * The same colours for the app's own CSS files (layout.css, the login's auth.css…), as custom
 * properties set once on the page's root (themeVariables.ts): never a colour of their own.
 */
export const THEME_VARIABLES = {
  '--ace-primary': PRIMARY_COLOR,
  '--ace-primary-text': PRIMARY_TEXT_COLOR,
  '--ace-primary-hover': PRIMARY_HOVER,
  // Where white text sits on the primary (the sign-in's 登录, whose CSS is the app's own).
  '--ace-primary-fill': PRIMARY_TEXT_COLOR,
  '--ace-primary-fill-hover': PRIMARY_HOVER,
  '--ace-text': 'rgba(0, 0, 0, 0.88)',
  '--ace-text-secondary': SECONDARY_TEXT,
  '--ace-text-placeholder': PLACEHOLDER_TEXT,
  // A mark that carries no meaning of its own (the switcher's arrow): antd's colorTextQuaternary.
  '--ace-text-quaternary': 'rgba(0, 0, 0, 0.25)',
  '--ace-error': ERROR_COLOR,
  '--ace-warning-text': WARNING_TEXT,
  '--ace-radius': `${BORDER_RADIUS}px`,
  // antd's colorBgLayout, colorBgContainer, colorFillAlter, colorFillSecondary, colorBorder and
  // colorBorderSecondary: the page, boxes drawn by the app's CSS (components/panel.css, layout.css).
  '--ace-bg-layout': '#f5f5f5',
  '--ace-bg-container': '#ffffff',
  '--ace-bg-alter': '#fafafa',
  '--ace-fill-hover': 'rgba(0, 0, 0, 0.06)',
  '--ace-border': '#d9d9d9',
  '--ace-border-secondary': '#f0f0f0',
  // The sign-in page's notes (auth.css): antd's colorErrorBg / colorErrorBorder, and the same of success and info.
  '--ace-error-bg': '#fff2f0',
  '--ace-error-border': '#ffccc7',
  '--ace-success-bg': '#f6ffed',
  '--ace-success-border': '#b7eb8f',
  '--ace-info-bg': '#e6f4ff',
  '--ace-info-border': '#91caff',
  // The sign-in page's ground behind its card.
  '--ace-auth-ground': 'linear-gradient(160deg, #eef4ff 0%, #f5f7fa 55%, #e8f0fe 100%)',
  // Shadows of what floats (phone row actions, the list's scroll edges).
  '--ace-shadow': 'rgba(0, 0, 0, 0.08)',
  '--ace-shadow-strong': 'rgba(0, 0, 0, 0.2)',
  // The list's scrollbar that stays at the window's bottom (engine/screens/listTable.css).
  '--ace-scrollbar': 'rgba(0, 0, 0, 0.35)',
  // A row or record another user just changed (live lists, engine/screens/useLiveList.ts): antd's colorPrimaryBg.
  '--ace-live-highlight': '#e6f4ff',
  // The watermark's ink (shell/Watermark.tsx): faint enough never to hinder reading.
  '--ace-watermark-ink': 'rgba(0, 0, 0, 0.08)',
  // What sits under the sticky header (the side menu, shell/layout.css) starts below it.
  '--ace-header-height': `${HEADER_HEIGHT}px`,
} as const;

/** The names of the app's colour variables: the dark theme (src/themeDarkVariables.ts) gives every one a value. */
export type ThemeVariables = Record<keyof typeof THEME_VARIABLES, string>;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    borderRadius: BORDER_RADIUS,
    colorLink: PRIMARY_TEXT_COLOR,
    colorTextSecondary: SECONDARY_TEXT,
    colorTextTertiary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextPlaceholder: PLACEHOLDER_TEXT,
    colorError: ERROR_COLOR,
  },
  components: {
    Layout: { headerHeight: HEADER_HEIGHT },
    Button: PRIMARY_FILL,
    Radio: PRIMARY_FILL,
    DatePicker: PRIMARY_FILL,
    // 是 in white on the primary, 否 in white on grey (antd's 25 % black: 1.9:1).
    Switch: { ...PRIMARY_FILL, colorTextQuaternary: 'rgba(0, 0, 0, 0.55)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' },
    Menu: { itemSelectedColor: PRIMARY_TEXT_COLOR, subMenuItemSelectedColor: PRIMARY_TEXT_COLOR },
    Dropdown: { colorPrimary: PRIMARY_TEXT_COLOR },
    Tabs: { itemSelectedColor: PRIMARY_TEXT_COLOR, itemActiveColor: PRIMARY_TEXT_COLOR, itemHoverColor: PRIMARY_HOVER },
    Pagination: { itemActiveColor: PRIMARY_TEXT_COLOR, itemActiveColorHover: PRIMARY_HOVER },
    Typography: { colorSuccess: SUCCESS_TEXT, colorWarning: WARNING_TEXT },
    // A checked CheckableTag (the product list's category bar) is white on the primary.
    Tag: {
      ...PRIMARY_FILL,
      ...TAG_TEXT_SHADES,
      colorSuccess: SUCCESS_TEXT,
      colorWarning: WARNING_TEXT,
      colorInfo: PRIMARY_TEXT_COLOR,
    },
  },
};
