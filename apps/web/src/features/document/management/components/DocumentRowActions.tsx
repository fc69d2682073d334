import { CloudUploadOutlined } from "@ant-design/icons";
import type { DocumentItem } from "@portal/shared";
import { Button, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../../components/management/ConfirmDeleteButton.tsx";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { useShownColumns } from "../../use-shown-columns.ts";

/**
 * What staff can do with a row: upload a new version, edit the description, write its name and
 * description in other languages, delete (asked first; refused at once while the document has
 * children, as the server would). In a row on a wide screen, stacked on a phone.
 */
export function DocumentRowActions({
  document,
  onNewVersion,
  onEdit,
  onTranslate,
  onDelete,
}: {
  document: DocumentItem;
  onNewVersion: () => void;
  onEdit: () => void;
  onTranslate: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const stacked = !useShownColumns().md;
  const newVersion = t("document.admin.newVersionAction");
  return (
    <Flex vertical={stacked} align={stacked ? "flex-start" : "center"} wrap={!stacked}>
      <Button
        type="link"
        size="small"
        icon={<CloudUploadOutlined aria-hidden />}
        onClick={onNewVersion}
        aria-label={`${newVersion} ${document.name}`}
      >
        {newVersion}
      </Button>
      <RowActions onEdit={onEdit} onTranslate={onTranslate} />
      <ConfirmDeleteButton
        withIcon
        question={t("document.admin.deleteTitle", { name: document.name })}
        description={t("document.admin.deleteContent")}
        doneMessage={t("document.admin.deleted")}
        blocked={
          document.childCount > 0
            ? t("document.admin.deleteHasChildren", { total: document.childCount })
            : undefined
        }
        onDelete={onDelete}
      />
    </Flex>
  );
}
