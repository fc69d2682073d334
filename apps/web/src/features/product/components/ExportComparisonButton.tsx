import { FileExcelOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../lib/feedback.ts";
import { useExportComparison } from "../api.ts";

/** Downloads the comparison as an Excel workbook, showing how far the download has come. */
export function ExportComparisonButton({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  const exporter = useExportComparison();
  const [percent, setPercent] = useState(0);

  const start = () => {
    setPercent(0);
    exporter.mutate(
      { ids, onProgress: setPercent },
      { onSuccess: (name) => showSuccess(t("product.compare.exported", { name })) },
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
