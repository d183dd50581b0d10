import type { SystemMenuNode } from './menuApi';

/** Every node of the tree, depth first. */
export function flattenMenu(nodes: SystemMenuNode[]): SystemMenuNode[] {
  return nodes.flatMap((n) => [n, ...flattenMenu(n.children ?? [])]);
}

export function findMenu(nodes: SystemMenuNode[], id: string | undefined): SystemMenuNode | undefined {
  return id ? flattenMenu(nodes).find((n) => n._id === id) : undefined;
}

/** How many entries sit under a node (removed with it). */
export function countDescendants(node: SystemMenuNode): number {
  return flattenMenu(node.children ?? []).length;
}

/** Parents a node may move under: any entry but itself and its descendants. */
export function parentOptions(
  nodes: SystemMenuNode[],
  selfId?: string,
): { value: string; title: string; children: ReturnType<typeof parentOptions> }[] {
  return nodes
    .filter((n) => n._id !== selfId)
    .map((n) => ({ value: n._id, title: n.label, children: parentOptions(n.children ?? [], selfId) }));
}
