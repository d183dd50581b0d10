import { theme as antdTheme, type ThemeConfig } from 'antd';
import { BORDER_RADIUS, HEADER_HEIGHT, PRIMARY_COLOR } from './theme';
import {
  DARK_ERROR,
  DARK_PLACEHOLDER_TEXT,
  DARK_PRIMARY_FILL,
  DARK_PRIMARY_FILL_HOVER,
  DARK_PRIMARY_TEXT,
  DARK_PRIMARY_TEXT_HOVER,
  DARK_SECONDARY_TEXT,
  DARK_TEXT,
} from './themeDarkVariables';

/**
 * 深色 (dark) for antd: its dark algorithm over the same brand blue, with the colours it draws text in
 * raised until each passes WCAG AA on the dark grounds (src/themeDarkVariables.ts says which).
 * Loaded only when someone draws in dark (src/state/appearance.ts): everyone else's first screen
 * stays without it.
 */

/** Where white text sits on the primary colour (src/themeDarkVariables.ts); pressed, darker still. */
const PRIMARY_FILL = { colorPrimary: DARK_PRIMARY_FILL, colorPrimaryHover: DARK_PRIMARY_FILL_HOVER, colorPrimaryActive: '#0e3a7a' };

/**
 * The red of text, as given: a seed colour goes through the dark algorithm (#ff4d4f comes out
 * #dc4446, 4.4:1), a component's own token does not.
 */
const ERROR_TEXT = { colorError: DARK_ERROR };

export const darkTheme: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    colorPrimary: PRIMARY_COLOR,
    borderRadius: BORDER_RADIUS,
    colorLink: DARK_PRIMARY_TEXT,
    colorLinkHover: DARK_PRIMARY_TEXT_HOVER,
    colorText: DARK_TEXT,
    colorTextSecondary: DARK_SECONDARY_TEXT,
    colorTextTertiary: DARK_SECONDARY_TEXT,
    colorTextDescription: DARK_SECONDARY_TEXT,
    colorTextPlaceholder: DARK_PLACEHOLDER_TEXT,
    colorError: DARK_ERROR,
  },
  components: {
    Layout: { headerHeight: HEADER_HEIGHT },
    // No red carries white text on dark at a lightness that reads as text too: the filled 删除 writes
    // dark on it (5.8:1), and lightens under the pointer and when pressed, so the dark text still reads.
    Button: { ...PRIMARY_FILL, ...ERROR_TEXT, colorErrorHover: '#ff7875', colorErrorActive: '#ffa39e', dangerColor: 'rgba(0, 0, 0, 0.88)' },
    Form: ERROR_TEXT,
    Typography: ERROR_TEXT,
    Radio: PRIMARY_FILL,
    DatePicker: PRIMARY_FILL,
    // 否 in white on the unchecked grey, under the pointer too (the secondary text's 65 % white, the
    // hover's ground by default, would carry it at 2.2:1).
    Switch: { ...PRIMARY_FILL, colorTextQuaternary: 'rgba(255, 255, 255, 0.3)', colorTextTertiary: 'rgba(255, 255, 255, 0.35)' },
    // On the selected entry's own blue ground (#15325b) the lighter blue: 5.7:1.
    Menu: { ...ERROR_TEXT, itemSelectedColor: DARK_PRIMARY_TEXT_HOVER, subMenuItemSelectedColor: DARK_PRIMARY_TEXT_HOVER },
    Dropdown: { ...ERROR_TEXT, colorPrimary: DARK_PRIMARY_TEXT },
    Tabs: { itemSelectedColor: DARK_PRIMARY_TEXT, itemActiveColor: DARK_PRIMARY_TEXT, itemHoverColor: DARK_PRIMARY_TEXT_HOVER },
    Pagination: { itemActiveColor: DARK_PRIMARY_TEXT, itemActiveColorHover: DARK_PRIMARY_TEXT_HOVER },
    // Tags write in their colour's 7th shade on its 1st; in dark that is 3.4:1 for purple and 4.2:1 for
    // geekblue: those (and red, 4.5:1, with no margin) write in the 8th (5.7–6.9:1).
    Tag: { ...ERROR_TEXT, colorInfo: DARK_PRIMARY_TEXT, purple7: '#ab7ae0', geekblue7: '#7f9ef3', red7: '#f37370' },
  },
};
