import { useEffect, useRef } from 'react';

/**
 * Makes an antd Table's sideways-scrolling box (`.ant-table-content`, which antd gives no props) a
 * named region reachable by Tab, so a keyboard user can scroll a log of plain text that has nothing
 * else to focus (axe's `scrollable-region-focusable`; a phone's screen shows part of each row).
 * Put the returned ref on an element around the table.
 */
export function useScrollRegion<T extends HTMLElement>(label: string) {
  const around = useRef<T>(null);
  useEffect(() => {
    const region = around.current?.querySelector('.ant-table-content');
    if (!region) return;
    region.setAttribute('tabindex', '0');
    region.setAttribute('role', 'region');
    region.setAttribute('aria-label', label);
  });
  return around;
}
