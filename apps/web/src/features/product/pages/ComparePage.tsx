import { LinkOutlined } from "@ant-design/icons";
import { productLimits } from "@portal/shared";
import { Alert, Button, Skeleton, Switch } from "antd";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { HttpError } from "../../../lib/http.ts";
import { useProductComparison } from "../api.ts";
import { compareIdsFromSearch, compareLink } from "../compare-link.ts";
import { useCompareTray } from "../compare-store.ts";
import { AddProductSelect } from "../components/AddProductSelect.tsx";
import { CompareNotice } from "../components/CompareNotice.tsx";
import { CompareTable } from "../components/CompareTable.tsx";
import { ExportComparisonButton } from "../components/ExportComparisonButton.tsx";
import "./compare.css";
import { showSuccess, showWarning } from "../../../lib/feedback.ts";

/**
 * /product/compare?ids=1,2,3: 2 to 4 products side by side. The URL is the comparison: removing
 * or adding a product changes it, so it can be shared and the back button undoes a change.
 */
export function ComparePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { ids, cutOff } = compareIdsFromSearch(search);
  const comparison = useProductComparison(ids);
  const replaceTray = useCompareTray((state) => state.replace);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const switchId = useId();

  // Written by hand rather than through URLSearchParams, which would turn the commas into %2C.
  const showIds = (next: readonly number[]) => navigate(compareLink(next));
  const remove = (id: number) => showIds(ids.filter((other) => other !== id));
  const add = (id: number) => showIds([...ids, id]);

  // The tray follows what is compared here, so the catalogue shows the same choice afterwards.
  const compared = comparison.isSuccess && !comparison.isPlaceholderData ? comparison.data : null;
  useEffect(() => {
    if (compared) replaceTray(compared.products);
  }, [compared, replaceTray]);

  const copyLink = () => {
    navigator.clipboard
      .writeText(window.location.href)
      .then(() => showSuccess(t("product.compare.linkCopied")))
      .catch(() => showWarning(t("product.compare.copyFailed")));
  };

  const heading = (
    <>
      <h1 className="page-title">{t("product.compare.title")}</h1>
      <p className="page-subtitle">{t("product.compare.subtitle")}</p>
    </>
  );

  if (ids.length < productLimits.compareMin) {
    return (
      <div className="page-container">
        {heading}
        <CompareNotice
          status="info"
          title={t("product.compare.tooFew")}
          hint={t("product.compare.tooFewHint")}
          action={<AddProductSelect excludedIds={ids} onAdd={add} />}
        />
      </div>
    );
  }

  const notFound = comparison.error instanceof HttpError && comparison.error.status === 404;
  const data = comparison.data;
  const differenceCount = data?.rows.filter((row) => row.differs).length ?? 0;

  return (
    <div className="page-container">
      {heading}
      {cutOff ? (
        <Alert
          className="compare-alert"
          type="info"
          showIcon
          title={t("product.compare.cutOff", { max: productLimits.compareMax })}
        />
      ) : null}

      {comparison.isError && notFound ? (
        <CompareNotice
          status="404"
          title={t("product.compare.notFound")}
          hint={t("product.compare.notFoundHint")}
          action={
            <Button onClick={() => showIds([])}>{t("product.compare.clearSelection")}</Button>
          }
        />
      ) : comparison.isError ? (
        <Card>
          <LoadFailure
            title={t("product.compare.loadFailed")}
            error={comparison.error}
            onRetry={() => void comparison.refetch()}
          />
        </Card>
      ) : !data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 10 }} />
        </Card>
      ) : (
        <Card className="compare-card">
          <div className="compare-toolbar">
            <div className="compare-toolbar-group">
              <Switch id={switchId} checked={onlyDifferences} onChange={setOnlyDifferences} />
              <label htmlFor={switchId}>{t("product.compare.onlyDifferences")}</label>
              <span className="text-muted" aria-live="polite">
                {t("product.compare.differenceCount", { count: differenceCount })}
              </span>
            </div>
            <div className="compare-toolbar-group">
              <AddProductSelect excludedIds={ids} onAdd={add} />
              <ExportComparisonButton ids={ids} />
              <Button icon={<LinkOutlined />} onClick={copyLink}>
                {t("product.compare.copyLink")}
              </Button>
            </div>
          </div>
          <div className={comparison.isPlaceholderData ? "compare-updating" : undefined}>
            <CompareTable comparison={data} onlyDifferences={onlyDifferences} onRemove={remove} />
          </div>
        </Card>
      )}
    </div>
  );
}
