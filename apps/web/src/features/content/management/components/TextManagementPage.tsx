import { PlusOutlined } from "@ant-design/icons";
import { pagination } from "@portal/shared";
import { Button, Card, Empty, Result } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../../components/LoadFailure.tsx";
import { HttpError } from "../../../../lib/http.ts";
import { useTextAdminList } from "../api.ts";
import { type TextSection, textSectionSettings } from "../text-sections.ts";
import { TextAdminTable } from "./TextAdminTable.tsx";
import { TextFilterBar, type TextFilters } from "./TextFilterBar.tsx";
import { TextFormDrawer, type TextFormTarget } from "./TextFormDrawer.tsx";
import "../text-management.css";

/**
 * One management page of texts (articles, notices, videos, promotion, marketing): search and
 * filters, the server-paged table with its row actions, and the create/edit drawer.
 */
export function TextManagementPage({ section }: { section: TextSection }) {
  const { t } = useTranslation();
  const settings = textSectionSettings[section];
  const [filters, setFilters] = useState<TextFilters>({});
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(pagination.defaultPageSize);
  // Each opening gets a fresh form: the drawer is keyed by this counter.
  const [editing, setEditing] = useState<(TextFormTarget & { opening: number }) | null>(null);
  const list = useTextAdminList({
    ...settings.scope,
    ...filters,
    types: settings.types.join(","),
    page,
    pageSize,
  });

  const open = (target: TextFormTarget) =>
    setEditing((previous) => ({ ...target, opening: (previous?.opening ?? 0) + 1 }));
  const filtered = Object.values(filters).some((value) => value !== undefined);

  let content: ReactNode;
  if (list.isError && !list.data) {
    content =
      list.error instanceof HttpError && list.error.status === 403 ? (
        <Result status="403" title="403" subTitle={t("content.management.forbidden")} />
      ) : (
        <LoadFailure
          title={t("content.management.loadFailed")}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      );
  } else {
    content = (
      <>
        <TextFilterBar
          settings={settings}
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <TextAdminTable
          settings={settings}
          rows={list.data?.list ?? []}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          loading={list.isFetching}
          emptyText={
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={t(
                filtered ? "content.management.empty.filtered" : "content.management.empty.none",
              )}
            />
          }
          onPageChange={(nextPage, nextPageSize) => {
            setPage(nextPageSize === pageSize ? nextPage : 1);
            setPageSize(nextPageSize);
          }}
          onEdit={(row) => open({ id: row.id, title: row.title })}
        />
      </>
    );
  }

  return (
    <div className="text-admin-page">
      <div className="text-admin-header">
        <div>
          <h1 className="page-title">{t(`routes.${section}`)}</h1>
          <p className="page-subtitle text-admin-subtitle">
            {t(`content.management.sections.${section}.subtitle`)}
          </p>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => open({ id: null })}
        >
          {t(`content.management.sections.${section}.create`)}
        </Button>
      </div>
      <Card>{content}</Card>
      {editing ? (
        <TextFormDrawer
          key={editing.opening}
          section={section}
          target={editing}
          onClosed={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
