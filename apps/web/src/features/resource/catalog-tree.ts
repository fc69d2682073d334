import type { ReactNode } from "react";

/** A folder with the folders below it, for Ant Design's Tree and TreeSelect. */
export type CatalogTreeNode<Folder> = Folder & { children: CatalogTreeNode<Folder>[] };

/**
 * Nests folders by `parentId`, each level in the order given (the server's sort order); a
 * folder whose parent is not in the list is put at the top.
 */
export function buildCatalogTree<Folder extends { id: number; parentId: number | null }>(
  folders: readonly Folder[],
): CatalogTreeNode<Folder>[] {
  const nodes = new Map<number, CatalogTreeNode<Folder>>(
    folders.map((folder) => [folder.id, { ...folder, children: [] }]),
  );
  const roots: CatalogTreeNode<Folder>[] = [];
  for (const folder of folders) {
    const node = nodes.get(folder.id) as CatalogTreeNode<Folder>;
    const parent = folder.parentId === null ? undefined : nodes.get(folder.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

type Folder = { id: number; parentId: number | null; name: string };
export type CatalogOption = {
  value: number;
  title: string;
  disabled: boolean;
  children: CatalogOption[];
};

/**
 * The folders as TreeSelect options; `moving` (a folder being moved) and everything below it
 * cannot be chosen as its new parent.
 */
export function catalogTreeOptions(folders: readonly Folder[], moving?: number): CatalogOption[] {
  const toOption = (node: CatalogTreeNode<Folder>, blocked: boolean): CatalogOption => {
    const disabled = blocked || node.id === moving;
    return {
      value: node.id,
      title: node.name,
      disabled,
      children: node.children.map((child) => toOption(child, disabled)),
    };
  };
  return buildCatalogTree(folders).map((node) => toOption(node, false));
}

export type CatalogTreeEntry = { key: number; title: ReactNode; children: CatalogTreeEntry[] };

/** The folders as Ant Design Tree nodes, each titled by `label`. */
export function catalogTreeEntries<Folder extends { id: number; parentId: number | null }>(
  folders: readonly Folder[],
  label: (folder: Folder) => ReactNode,
): CatalogTreeEntry[] {
  const toEntry = (node: CatalogTreeNode<Folder>): CatalogTreeEntry => ({
    key: node.id,
    title: label(node),
    children: node.children.map(toEntry),
  });
  return buildCatalogTree(folders).map(toEntry);
}
