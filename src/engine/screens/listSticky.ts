import type { TableProps } from 'antd';

/**
 * The sticky settings of a list table: the header stays under the app's header (56 px, `.app-header`
 * in src/shell/layout.css) and the horizontal scrollbar stays at the bottom of the window, so a
 * table wider than the screen shows that it scrolls even when its last row is out of view.
 */
export const LIST_STICKY: TableProps['sticky'] = { offsetHeader: 56, offsetScroll: 0 };
