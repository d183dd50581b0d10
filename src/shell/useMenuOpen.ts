import { useState } from 'react';

/**
 * A header menu (antd Dropdown) whose button says whether it is open: antd does not tell the button,
 * so a screen reader heard a button and nothing of the menu it opens or closes (WCAG 4.1.2).
 * Spread `dropdown` on the Dropdown and `trigger` on its button.
 */
export function useMenuOpen() {
  const [open, setOpen] = useState(false);
  return {
    dropdown: { open, onOpenChange: setOpen },
    trigger: { 'aria-haspopup': 'menu' as const, 'aria-expanded': open },
  };
}
