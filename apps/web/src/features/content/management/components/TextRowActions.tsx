import type { TextSummary } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { useDeleteText, useSetTextStatus } from "../api.ts";

/** Edit, publish or unpublish, preview (a new tab), delete (confirmed). */
export function TextRowActions({
  row,
  onEdit,
}: {
  row: TextSummary;
  onEdit: (row: TextSummary) => void;
}) {
  const { t } = useTranslation();
  const setStatus = useSetTextStatus();
  const remove = useDeleteText();
  return (
    <RowActions
      className="text-admin-actions"
      onEdit={() => onEdit(row)}
      publication={{
        published: row.status !== "draft",
        labels: {
          publish: t("content.management.actions.publish"),
          unpublish: t("content.management.actions.unpublish"),
        },
        done: {
          published: t("content.management.actions.published", { title: row.title }),
          unpublished: t("content.management.actions.unpublished", { title: row.title }),
        },
        setPublished: (published) =>
          setStatus.mutateAsync({ id: row.id, status: published ? "published" : "draft" }),
      }}
      previewHref={`#/preview/${row.id}`}
      removal={{
        question: t("content.management.actions.deleteTitle", { title: row.title }),
        description: t("content.management.actions.deleteContent"),
        doneMessage: t("content.management.actions.deleted", { title: row.title }),
        remove: () => remove.mutateAsync(row.id),
      }}
    />
  );
}
