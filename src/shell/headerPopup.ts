/**
 * Where the header's own popups (the user menu, the project switcher's options) are drawn: inside
 * the header. The header is sticky, so a popup inside it stays under its trigger when the page
 * scrolls; drawn in the page's body it would scroll away with the page until antd re-aligned it a
 * frame later, and a click meant for 退出登录 at that moment landed on the header instead (the
 * dashboard growing as it loads scrolls the page under an open menu).
 */
export const headerPopupContainer = (trigger: HTMLElement): HTMLElement => trigger.closest<HTMLElement>('.app-header') ?? document.body;
