import { Card, Result } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../../components/LoadFailure.tsx";
import { HttpError } from "../../../../lib/http.ts";
import "../administration.css";

/**
 * The frame of an administration page: title, subtitle and the header's buttons, then the
 * list, or in its place a 403 notice or the load failure with a retry.
 */
export function ListFrame({
  title,
  subtitle,
  actions,
  query,
  children,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
  query: { isError: boolean; data: unknown; error: Error | null; refetch: () => unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  let content = children;
  if (query.isError && query.data === undefined) {
    content =
      query.error instanceof HttpError && query.error.status === 403 ? (
        <Result status="403" title="403" subTitle={t("administration.forbidden")} />
      ) : (
        <LoadFailure
          title={t("administration.loadFailed")}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      );
  }
  return (
    <div className="administration-page">
      <div className="administration-header">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-subtitle administration-subtitle">{subtitle}</p>
        </div>
        {actions}
      </div>
      <Card>{content}</Card>
    </div>
  );
}
