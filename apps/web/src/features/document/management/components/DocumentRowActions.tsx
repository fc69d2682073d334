import {
  CloudUploadOutlined,
  DeleteOutlined,
  EditOutlined,
  HistoryOutlined,
  MoreOutlined,
} from "@ant-design/icons";
import type { DocumentItem } from "@portal/shared";
import { Button, Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { useShownColumns } from "../../use-shown-columns.ts";
import "../../components/document-table.css";

/**
 * What staff can do with a row: the frequent actions as links and the others in "more" on
 * wide screens, everything in one menu on narrow ones.
 */
export function DocumentRowActions({
  document,
  onNewVersion,
  onEdit,
  onDetails,
  onDelete,
}: {
  document: DocumentItem;
  onNewVersion: () => void;
  onEdit: () => void;
  onDetails: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const wide = useShownColumns().lg;
  const actions = [
    {
      key: "version",
      icon: <CloudUploadOutlined aria-hidden />,
      label: t("document.admin.newVersionAction"),
      onClick: onNewVersion,
    },
    {
      key: "edit",
      icon: <EditOutlined aria-hidden />,
      label: t("document.admin.edit"),
      onClick: onEdit,
    },
    {
      key: "details",
      icon: <HistoryOutlined aria-hidden />,
      label: t("document.admin.details"),
      onClick: onDetails,
    },
    {
      key: "delete",
      icon: <DeleteOutlined aria-hidden />,
      label: t("document.admin.delete"),
      onClick: onDelete,
      danger: true,
    },
  ];
  const inline = wide ? actions.slice(0, 2) : [];
  const menu = wide ? actions.slice(2) : actions;
  return (
    <div className="document-actions">
      {inline.map((action) => (
        <Button
          key={action.key}
          type="link"
          size="small"
          icon={action.icon}
          onClick={action.onClick}
          aria-label={`${action.label} ${document.name}`}
        >
          {action.label}
        </Button>
      ))}
      <Dropdown
        trigger={["click"]}
        menu={{
          items: menu.map(({ key, icon, label, danger }) => ({ key, icon, label, danger })),
          onClick: ({ key }) => menu.find((action) => action.key === key)?.onClick(),
        }}
      >
        <Button
          size="small"
          type="text"
          icon={<MoreOutlined aria-hidden />}
          aria-label={t("document.admin.actionsFor", { name: document.name })}
        />
      </Dropdown>
    </div>
  );
}
