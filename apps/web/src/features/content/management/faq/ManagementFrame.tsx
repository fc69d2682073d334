import { Result } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../../components/LoadFailure.tsx";
import { HttpError } from "../../../../lib/http.ts";
import "./faq-management.css";

/** What a list of the page was asked for: its failure replaces the list. */
type ListQuery = { isError: boolean; data: unknown; error: Error | null; refetch: () => unknown };

/** The title, subtitle and header button of a content management page. */
export function ManagementHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  return (
    <div className="content-admin-header">
      <div>
        <h1 className="page-title">{title}</h1>
        <p className="page-subtitle content-admin-subtitle">{subtitle}</p>
      </div>
      {actions}
    </div>
  );
}

/**
 * A list, or in its place a 403 notice (the server refused the staff member) or the load
 * failure with a retry, when nothing was loaded.
 */
export function ListOrFailure({ query, children }: { query: ListQuery; children: ReactNode }) {
  const { t } = useTranslation();
  if (!query.isError || query.data !== undefined) return children;
  if (query.error instanceof HttpError && query.error.status === 403) {
    return (
      <Result status="403" title="403" subTitle={t("content.faqManagement.common.forbidden")} />
    );
  }
  return (
    <LoadFailure
      title={t("content.faqManagement.common.loadFailed")}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}
