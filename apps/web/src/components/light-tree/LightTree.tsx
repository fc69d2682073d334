import { CaretDownOutlined } from "@ant-design/icons";
import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import "./light-tree.css";

/** A node as Ant Design's Tree takes it (`treeData`). */
export type LightTreeNode = {
  key: string;
  title: ReactNode;
  /** False for a node that only unfolds. */
  selectable?: boolean;
  /** Without it, a node without children is a leaf. */
  isLeaf?: boolean;
  children?: LightTreeNode[];
};

type ShownNode = {
  node: LightTreeNode;
  /** The keys from the root down to it: a key may stand in two places (a product in two lists). */
  id: string;
  level: number;
  parentId: string | null;
  position: number;
  setSize: number;
  expandable: boolean;
  expanded: boolean;
};

/** The nodes on screen, in order: every root, and the children of each unfolded node. */
function shownNodes(
  nodes: readonly LightTreeNode[],
  expanded: ReadonlySet<string>,
  level = 1,
  parentId: string | null = null,
): ShownNode[] {
  return nodes.flatMap((node, index) => {
    const expandable = node.isLeaf === undefined ? Boolean(node.children?.length) : !node.isLeaf;
    const open = expandable && expanded.has(node.key);
    const id = parentId === null ? node.key : `${parentId}/${node.key}`;
    const shown: ShownNode = {
      node,
      id,
      level,
      parentId,
      position: index + 1,
      setSize: nodes.length,
      expandable,
      expanded: open,
    };
    return open && node.children
      ? [shown, ...shownNodes(node.children, expanded, level + 1, id)]
      : [shown];
  });
}

/**
 * A tree drawn as Ant Design's Tree with `blockNode` (light-tree.css), for a public page that
 * only unfolds and chooses: Ant Design's brings its virtual list, drag and drop and checkboxes
 * (about 15 KB gzipped). The keyboard follows the ARIA tree pattern: up and down move, right
 * unfolds or goes to the first child, left folds or goes to the parent, Home and End, and
 * Enter or Space chooses a node (or unfolds one that cannot be chosen).
 */
export function LightTree({
  treeData,
  selectedKey,
  expandedKeys,
  onExpand,
  onSelect,
  className,
  "aria-label": ariaLabel,
}: {
  treeData: readonly LightTreeNode[];
  selectedKey: string | null;
  expandedKeys: readonly string[];
  onExpand: (keys: string[]) => void;
  onSelect: (key: string) => void;
  className?: string;
  "aria-label": string;
}) {
  const expanded = new Set(expandedKeys);
  const nodes = shownNodes(treeData, expanded);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLDivElement>());
  // The one node reached by Tab: the last one moved to, else the chosen one, else the first.
  const tabStop =
    nodes.find((shown) => shown.id === focusedId) ??
    nodes.find((shown) => shown.node.key === selectedKey) ??
    nodes[0];

  const toggle = (key: string) =>
    onExpand(expanded.has(key) ? expandedKeys.filter((k) => k !== key) : [...expandedKeys, key]);
  const choose = (shown: ShownNode) => {
    if (shown.node.selectable !== false) onSelect(shown.node.key);
  };
  const moveTo = (shown: ShownNode | undefined) => {
    if (!shown) return;
    setFocusedId(shown.id);
    items.current.get(shown.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const shown = nodes[index];
    if (!shown) return;
    let handled = true;
    switch (event.key) {
      case "ArrowDown":
        moveTo(nodes[index + 1]);
        break;
      case "ArrowUp":
        moveTo(nodes[index - 1]);
        break;
      case "Home":
        moveTo(nodes[0]);
        break;
      case "End":
        moveTo(nodes.at(-1));
        break;
      case "ArrowRight":
        if (shown.expandable && !shown.expanded) toggle(shown.node.key);
        else if (shown.expanded && nodes[index + 1]?.parentId === shown.id) {
          moveTo(nodes[index + 1]);
        }
        break;
      case "ArrowLeft":
        if (shown.expanded) toggle(shown.node.key);
        else moveTo(nodes.find((other) => other.id === shown.parentId));
        break;
      case "Enter":
      case " ":
        if (shown.node.selectable === false) toggle(shown.node.key);
        else choose(shown);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  return (
    <div
      className={className ? `light-tree ${className}` : "light-tree"}
      role="tree"
      aria-label={ariaLabel}
    >
      {nodes.map((shown, index) => {
        const { node } = shown;
        const selectable = node.selectable !== false;
        const selected = selectable && node.key === selectedKey;
        const title = typeof node.title === "string" ? node.title : undefined;
        return (
          <div
            key={shown.id}
            ref={(element) => {
              if (element) items.current.set(shown.id, element);
              else items.current.delete(shown.id);
            }}
            role="treeitem"
            className={selected ? "light-tree-node light-tree-node-selected" : "light-tree-node"}
            aria-level={shown.level}
            aria-setsize={shown.setSize}
            aria-posinset={shown.position}
            aria-expanded={shown.expandable ? shown.expanded : undefined}
            aria-selected={selectable ? selected : undefined}
            tabIndex={shown.id === tabStop?.id ? 0 : -1}
            onFocus={() => setFocusedId(shown.id)}
            // The pointer unfolds with the caret and chooses with the title; the keyboard
            // does both with its keys.
            onClick={(event) => {
              const target = event.target as Element;
              if (shown.expandable && target.closest(".light-tree-switcher")) toggle(node.key);
              else if (target.closest(".light-tree-content")) choose(shown);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {shown.level > 1 ? (
              <span
                className="light-tree-indent"
                aria-hidden
                style={{ width: (shown.level - 1) * 24 }}
              />
            ) : null}
            {shown.expandable ? (
              <span
                className={
                  shown.expanded
                    ? "light-tree-switcher"
                    : "light-tree-switcher light-tree-switcher-close"
                }
                aria-hidden
              >
                <CaretDownOutlined className="light-tree-switcher-icon" />
              </span>
            ) : (
              <span className="light-tree-switcher light-tree-switcher-noop" aria-hidden />
            )}
            <span className="light-tree-content" title={title}>
              {node.title}
            </span>
          </div>
        );
      })}
    </div>
  );
}
