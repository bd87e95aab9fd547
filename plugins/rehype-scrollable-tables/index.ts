/**
 * rehype plugin: Markdown tables scroll sideways on narrow screens (Infima makes them overflow: auto), so keyboard
 * users must be able to focus them to scroll (axe: scrollable-region-focusable). Adds tabindex="0" to every table.
 */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

export default function rehypeScrollableTables() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'table') node.properties = {...node.properties, tabIndex: 0};
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
