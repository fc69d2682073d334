import { PlusOutlined } from "@ant-design/icons";
import { Button, Card, Input, Result } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { HttpError } from "../../lib/http.ts";
import { LoadFailure } from "../LoadFailure.tsx";
import "./management.css";

/** What the page's list was asked for: a failure with nothing loaded takes the list's place. */
export type ListQuery = {
  isError: boolean;
  data: unknown;
  error: Error | null;
  refetch: () => unknown;
};

/** The header's "new" button: its words and what it opens. */
export type CreateAction = { label: string; onCreate: () => void };

/**
 * The frame of every management list page: title and subtitle, the "new" action (and any other
 * header buttons), the filters above the list (a `FilterBar`), then the list in a card. When the list could not
 * be loaded at all it shows, in its place, a 403 notice (the server refused this staff member)
 * or the failure with a retry.
 */
export function ManagementListPage({
  title,
  subtitle,
  create,
  actions,
  query,
  filters,
  children,
}: {
  title: string;
  subtitle?: string;
  create?: CreateAction;
  actions?: ReactNode;
  query?: ListQuery;
  filters?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="management-page">
      <div className="management-page-header">
        <div>
          <h1 className="page-title">{title}</h1>
          {subtitle ? <p className="page-subtitle management-page-subtitle">{subtitle}</p> : null}
        </div>
        {create || actions ? (
          <div className="management-page-actions">
            {actions}
            {create ? (
              <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={create.onCreate}>
                {create.label}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <Card>
        <ListOrFailure query={query}>
          {filters}
          {children}
        </ListOrFailure>
      </Card>
    </div>
  );
}

/** A list, or in its place the 403 notice or the load failure, when nothing was loaded. */
export function ListOrFailure({ query, children }: { query?: ListQuery; children: ReactNode }) {
  const { t } = useTranslation();
  if (!query?.isError || query.data !== undefined) return children;
  if (query.error instanceof HttpError && query.error.status === 403) {
    return <Result status="403" title="403" subTitle={t("common.management.forbidden")} />;
  }
  return (
    <LoadFailure
      title={t("common.management.loadFailed")}
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}

/**
 * The filters of a list, in a row that wraps: selects get one width, a keyword search
 * (`management-filter-keyword`) a wider one, each the whole width on a phone.
 */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <search className="management-page-filters" aria-label={label}>
      {children}
    </search>
  );
}

/** What the keyword searches of the management lists accept, as the server's filters do. */
const keywordMaxLength = 50;

/**
 * The keyword search of a filter bar: it hands on the keyword trimmed, or undefined when
 * nothing but spaces is left, so a cleared search lists everything again.
 */
export function KeywordFilter({
  label,
  onSearch,
  enterButton,
}: {
  label: string;
  onSearch: (keyword: string | undefined) => void;
  enterButton?: string;
}) {
  return (
    <Input.Search
      allowClear
      className="management-filter-keyword"
      placeholder={label}
      aria-label={label}
      maxLength={keywordMaxLength}
      enterButton={enterButton}
      onSearch={(text) => onSearch(text.trim() || undefined)}
    />
  );
}
