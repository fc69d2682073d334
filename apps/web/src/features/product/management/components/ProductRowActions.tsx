import type { ProductAdminRow } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { useRemoveProduct, useUpdateProductStatus } from "../api.ts";

/** Edit, publish or unpublish, delete (confirmed; the server refuses while children remain). */
export function ProductRowActions({
  row,
  onEdit,
}: {
  row: ProductAdminRow;
  onEdit: (row: ProductAdminRow) => void;
}) {
  const { t } = useTranslation();
  const updateStatus = useUpdateProductStatus();
  const remove = useRemoveProduct();
  return (
    <RowActions
      className="product-row-actions"
      onEdit={() => onEdit(row)}
      publication={{
        published: row.status !== "draft",
        labels: {
          publish: t("product.management.actions.publish"),
          unpublish: t("product.management.actions.unpublish"),
        },
        done: {
          published: t("product.management.actions.published", { model: row.model }),
          unpublished: t("product.management.actions.unpublished", { model: row.model }),
        },
        setPublished: (published) =>
          updateStatus.mutateAsync({ id: row.id, status: published ? "published" : "draft" }),
      }}
      removal={{
        question: t("product.management.actions.deleteTitle", { model: row.model }),
        description: t("product.management.actions.deleteContent"),
        doneMessage: t("product.management.actions.deleted", { model: row.model }),
        remove: () => remove.mutateAsync(row.id),
      }}
    />
  );
}
