import { Tag } from "antd";
import { Link } from "react-router";
import { useProductTree } from "../../catalogue/index.ts";

/** The products a post names, by model from the catalogue's tree (an unpublished one by its id). */
export function LinkedProducts({ ids }: { ids: number[] }) {
  const tree = useProductTree();
  const models = new Map<number, string>();
  for (const category of tree.data ?? []) {
    for (const product of category.products) {
      models.set(product.id, product.model);
      for (const child of product.children) models.set(child.id, child.model);
    }
  }
  return (
    <span className="forum-tags">
      {ids.map((id) => (
        <Link key={id} to={`/product/detail/${id}`}>
          <Tag color="geekblue">{models.get(id) ?? `#${id}`}</Tag>
        </Link>
      ))}
    </span>
  );
}
