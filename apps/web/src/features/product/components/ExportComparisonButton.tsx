import { FileExcelOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useExportComparison } from "../api.ts";

/** Downloads the comparison as an Excel workbook, showing how far the download has come. */
export function ExportComparisonButton({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const exporter = useExportComparison();
  const [percent, setPercent] = useState(0);

  const start = () => {
    setPercent(0);
    exporter.mutate(
      { ids, onProgress: setPercent },
      { onSuccess: (name) => void message.success(t("product.compare.exported", { name })) },
    );
  };

  return (
    <Button icon={<FileExcelOutlined />} loading={exporter.isPending} onClick={start}>
      {exporter.isPending
        ? t("product.compare.exporting", { percent })
        : t("product.compare.export")}
    </Button>
  );
}
