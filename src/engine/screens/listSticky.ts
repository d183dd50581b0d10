import type { TableProps } from 'antd';
import { HEADER_HEIGHT } from '../../theme';

/**
 * The sticky settings of a list table: the header stays under the app's sticky header
 * (HEADER_HEIGHT) and the horizontal scrollbar stays at the bottom of the window, so a table wider
 * than the screen shows that it scrolls even when its last row is out of view.
 */
export const LIST_STICKY: TableProps['sticky'] = { offsetHeader: HEADER_HEIGHT, offsetScroll: 0 };
