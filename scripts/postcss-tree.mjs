/** Removes rules and at-rules left without children, innermost first, so a wrapper emptied by that goes too. */
export function removeEmptyContainers(root) {
  const prune = (container) => {
    for (const node of [...(container.nodes ?? [])]) {
      if (!node.nodes) continue;
      prune(node);
      if (node.nodes.length === 0) node.remove();
    }
  };
  prune(root);
}
