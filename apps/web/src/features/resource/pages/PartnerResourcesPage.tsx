import { DownloadOutlined } from "@ant-design/icons";
import {
  formatBytes,
  formatDate,
  pagination,
  type ResourceItem,
  resourceLimits,
} from "@portal/shared";
import { Button, Empty, Grid, Input, Progress, Table, Tree, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { showError } from "../../../lib/feedback.ts";
import { useResourceDownload, useUserCatalogs, useUserResources } from "../api.ts";
import { catalogTreeEntries } from "../catalog-tree.ts";
import "./partner-resources.css";

/** Columns a phone leaves out: the title cell says the file and its size there. */
const wide: "md"[] = ["md"];

/**
 * /resources: the files a signed-in partner may download (what their roles or they were
 * granted), by folder and keyword, one at a time or several as one zip. On a wide screen the
 * columns share the card's width (a long title or file name is cut, whole on hover); on a
 * phone the row scrolls sideways. Folder names, titles and descriptions come in the reader's
 * language when they have it, each marked with the language it is in.
 */
export function PartnerResourcesPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const fixedLayout = screens.md !== false;
  const catalogs = useUserCatalogs();
  const [catalogId, setCatalogId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(pagination.defaultPageSize);
  const files = useUserResources({ catalogId, keyword, page, pageSize });
  const download = useResourceDownload();
  const [selected, setSelected] = useState<number[]>([]);
  const [progress, setProgress] = useState<{ ids: number[]; percent: number } | null>(null);

  const start = async (ids: number[]) => {
    setProgress({ ids, percent: 0 });
    try {
      await download.mutateAsync({
        ids,
        onProgress: (percent) => setProgress({ ids, percent }),
      });
    } catch {
      // The http client has shown why.
    } finally {
      setProgress(null);
    }
  };

  const folders = catalogs.data ?? [];
  const restart = (change: () => void) => {
    change();
    setPage(1);
  };

  if (catalogs.isError && catalogs.data === undefined) {
    return (
      <div className="page-container">
        <LoadFailure
          title={t("resource.partner.loadFailed")}
          error={catalogs.error}
          onRetry={() => void catalogs.refetch()}
        />
      </div>
    );
  }

  const nothingGranted = catalogs.isSuccess && folders.length === 0;
  return (
    <div className="page-container">
      <h1 className="page-title">{t("resource.partner.title")}</h1>
      <p className="page-subtitle">{t("resource.partner.subtitle")}</p>
      {nothingGranted ? (
        <Card>
          <Empty description={t("resource.partner.empty")}>
            <Typography.Text type="secondary">{t("resource.partner.emptyHint")}</Typography.Text>
          </Empty>
        </Card>
      ) : (
        <div className="partner-resources">
          <Card size="small" className="partner-resource-folders" loading={catalogs.isPending}>
            <nav aria-label={t("resource.partner.folders")}>
              <Button
                type={catalogId === undefined ? "primary" : "text"}
                ghost={catalogId === undefined}
                block
                className="partner-resource-all"
                onClick={() => restart(() => setCatalogId(undefined))}
              >
                {t("resource.partner.allFolders")}
              </Button>
              <Tree
                blockNode
                defaultExpandAll
                selectedKeys={catalogId === undefined ? [] : [catalogId]}
                treeData={catalogTreeEntries(folders, (folder) => (
                  <span lang={folder.localization.language}>{folder.name}</span>
                ))}
                onSelect={(keys) =>
                  restart(() => setCatalogId(keys.length > 0 ? Number(keys[0]) : undefined))
                }
              />
            </nav>
          </Card>
          <Card className="partner-resource-files">
            <div className="partner-resource-toolbar">
              <Input.Search
                allowClear
                placeholder={t("resource.partner.searchPlaceholder")}
                aria-label={t("resource.partner.searchPlaceholder")}
                onSearch={(text) => restart(() => setKeyword(text.trim() || undefined))}
              />
              <Button
                type="primary"
                icon={<DownloadOutlined aria-hidden />}
                disabled={selected.length === 0 || progress !== null}
                loading={progress !== null && progress.ids.length > 1}
                onClick={() => void start(selected)}
              >
                {t("resource.partner.downloadSelected", { count: selected.length })}
              </Button>
            </div>
            {progress ? (
              <Progress
                percent={progress.percent}
                size="small"
                aria-label={t("resource.downloading", { percent: progress.percent })}
              />
            ) : null}
            {files.isError && files.data === undefined ? (
              <LoadFailure
                title={t("resource.partner.loadFailed")}
                error={files.error}
                onRetry={() => void files.refetch()}
              />
            ) : (
              <Table<ResourceItem>
                rowKey="id"
                loading={files.isFetching}
                dataSource={files.data?.list ?? []}
                tableLayout={fixedLayout ? "fixed" : undefined}
                scroll={fixedLayout ? undefined : { x: "max-content" }}
                rowSelection={{
                  selectedRowKeys: selected,
                  preserveSelectedRowKeys: true,
                  onChange: (keys) => {
                    if (keys.length > resourceLimits.batchMaxFiles) {
                      showError(
                        t("resource.partner.selectionLimit", {
                          count: resourceLimits.batchMaxFiles,
                        }),
                      );
                      return;
                    }
                    setSelected(keys.map(Number));
                  },
                }}
                pagination={{
                  current: page,
                  pageSize,
                  total: files.data?.total ?? 0,
                  showSizeChanger: true,
                  onChange: (nextPage, nextPageSize) => {
                    setPage(nextPageSize === pageSize ? nextPage : 1);
                    setPageSize(nextPageSize);
                  },
                }}
                locale={{
                  emptyText: (
                    <Empty
                      image={Empty.PRESENTED_IMAGE_SIMPLE}
                      description={t("resource.partner.noMatch")}
                    />
                  ),
                }}
                columns={[
                  {
                    title: t("resource.manage.titleLabel"),
                    key: "title",
                    render: (_, resource) => (
                      <div className="partner-resource-title">
                        <span
                          className="partner-resource-cut"
                          title={resource.title}
                          lang={resource.localization.language}
                        >
                          {resource.title}
                        </span>
                        {resource.description ? (
                          <Typography.Text
                            type="secondary"
                            className="partner-resource-description partner-resource-cut"
                            title={resource.description}
                            lang={resource.localization.language}
                          >
                            {resource.description}
                          </Typography.Text>
                        ) : null}
                        <Typography.Text type="secondary" className="partner-resource-phone-meta">
                          {resource.fileName} · {formatBytes(resource.size)}
                        </Typography.Text>
                      </div>
                    ),
                  },
                  {
                    title: t("resource.folder"),
                    key: "catalogName",
                    responsive: wide,
                    // The whole name on hover from the span, which says its language.
                    ellipsis: { showTitle: false },
                    render: (_, resource) => (
                      <span
                        lang={resource.catalogLocalization.language}
                        title={resource.catalogName}
                      >
                        {resource.catalogName}
                      </span>
                    ),
                  },
                  {
                    title: t("resource.fileName"),
                    key: "fileName",
                    responsive: wide,
                    ellipsis: { showTitle: false },
                    render: (_, resource) => (
                      <span data-user-content title={resource.fileName}>
                        {resource.fileName}
                      </span>
                    ),
                  },
                  {
                    title: t("resource.size"),
                    key: "size",
                    width: 90,
                    align: "right",
                    responsive: wide,
                    render: (_, resource) => formatBytes(resource.size),
                  },
                  {
                    title: t("resource.updatedAt"),
                    key: "updatedAt",
                    width: 110,
                    responsive: wide,
                    render: (_, resource) => formatDate(resource.updatedAt, "Y-m-d"),
                  },
                  {
                    title: t("resource.actions"),
                    key: "actions",
                    width: 160,
                    fixed: fixedLayout ? "right" : undefined,
                    render: (_, resource) => (
                      <Button
                        icon={<DownloadOutlined aria-hidden />}
                        className="partner-resource-download"
                        disabled={progress !== null}
                        loading={progress?.ids.length === 1 && progress.ids[0] === resource.id}
                        aria-label={`${t("resource.download")} ${resource.title}`}
                        onClick={() => void start([resource.id])}
                      >
                        <span className="partner-resource-download-label">
                          {t("resource.download")}
                        </span>
                      </Button>
                    ),
                  },
                ]}
              />
            )}
          </Card>
        </div>
      )}
    </div>
  );
}
