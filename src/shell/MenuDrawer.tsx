import type { ReactNode } from 'react';
import { Drawer } from 'antd';

/**
 * The side menu of a phone (MainLayout), in a chunk of its own: antd's Drawer is not on a desktop's
 * or a tablet's first screen (docs/requirements.md §10.5).
 */
export function MenuDrawer({
  title,
  open,
  onClose,
  children,
}: {
  title: string | undefined;
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
