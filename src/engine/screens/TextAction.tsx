import { Button, type ButtonProps } from 'antd';
import './textAction.css';

/**
 * An action drawn as a link in a table row or beside a name (编辑, 重置密码, a role's name that opens
 * it): a real button, so Tab reaches it and Enter or Space presses it, and a screen reader says it is
 * one. An `<a>` without an address, or antd's Typography.Link without one, is neither (axe:
 * scrollable-region-focusable on a table of them; docs/development.md, accessibility). Without the
 * padding of antd's link buttons, so it lines up with the text around it.
 */
export function TextAction({ className, ...props }: Omit<ButtonProps, 'type' | 'size'>) {
  return <Button type="link" size="small" className={className ? `text-action ${className}` : 'text-action'} {...props} />;
}
