import { useId } from 'react';
import { TreeSelect, type TreeSelectProps } from 'antd';

/**
 * antd's TreeSelect, whose open tree is the element its input names. The input says it controls and
 * owns `<id>_list` (aria-controls, aria-owns), as a Select's does, but unlike Select's list the tree
 * carries no such id, so an open TreeSelect pointed at nothing (axe: aria-valid-attr-value, critical).
 * Here the popup holds the tree in an element of that id. Without an `id` (one not in a Form.Item) it
 * makes its own, so the input's and the popup's agree (docs/development.md, accessibility).
 */
export function FormTreeSelect<V = unknown>({ id, popupRender, ...props }: TreeSelectProps<V>) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <TreeSelect<V>
      {...props}
      id={inputId}
      popupRender={(tree) => <div id={`${inputId}_list`}>{popupRender ? popupRender(tree) : tree}</div>}
    />
  );
}
