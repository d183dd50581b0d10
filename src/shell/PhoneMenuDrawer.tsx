import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** The menu as a drawer from the left, on a phone (MainLayout). Loaded only on a phone (lazyShellPages). */
export function PhoneMenuDrawer({
  title,
  open,
  onClose,
  children,
}: {
  title?: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer rootClassName="app-menu-drawer" placement="left" width={260} title={title} open={open} onClose={onClose}>
      {children}
    </Drawer>
  );
}
