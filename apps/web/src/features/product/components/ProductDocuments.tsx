import { FileZipOutlined } from "@ant-design/icons";
import { documentTypes } from "@portal/shared";
import { Empty, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { DownloadButton, useProductDocuments } from "../../document/index.ts";
import { documentPackageDownload } from "../api.ts";
import { ProductDocumentEntry } from "./ProductDocumentEntry.tsx";
import "./product-documents.css";

/** The product's documents with their versions, access levels and downloads. */
export function ProductDocuments({ productId, model }: { productId: number; model: string }) {
  const { t } = useTranslation();
  const documents = useProductDocuments(productId);
  if (documents.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (documents.isError) {
    return (
      <LoadFailure
        title={t("product.detail.documentsLoadFailed")}
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  }
  if (documents.data.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("product.detail.noDocuments")} />
    );
  }
  // Grouped the way the document centre orders types; the server's order within a type.
  const ordered = [...documents.data].sort(
    (left, right) => documentTypes.indexOf(left.type) - documentTypes.indexOf(right.type),
  );
  const hasPublic = ordered.some((document) => document.accessLevel === "public");
  return (
    <>
      {hasPublic ? (
        <div className="product-document-package">
          <DownloadButton
            request={documentPackageDownload(productId, model)}
            label={t("product.documents.downloadAll")}
            icon={<FileZipOutlined aria-hidden />}
            type="default"
            size="middle"
          />
          <span className="text-muted">{t("product.documents.downloadAllHint")}</span>
        </div>
      ) : null}
      <ul className="product-document-list">
        {ordered.map((document) => (
          <ProductDocumentEntry key={document.id} document={document} />
        ))}
      </ul>
    </>
  );
}
