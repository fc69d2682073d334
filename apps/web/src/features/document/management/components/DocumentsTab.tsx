import type { DocumentItem, DocumentType, Language } from "@portal/shared";
import { useTranslation } from "react-i18next";
import {
  FilterBar,
  KeywordFilter,
  ListOrFailure,
} from "../../../../components/management/ManagementListPage.tsx";
import {
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { TranslationStateTags } from "../../../../components/management/TranslationStateTags.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { DocumentFacetSelects } from "../../components/DocumentFacetSelects.tsx";
import {
  type FactColumnsFrom,
  useDocumentColumns,
} from "../../components/use-document-columns.tsx";
import { useShownColumns } from "../../use-shown-columns.ts";
import { useManagedDocuments, useRemoveDocument } from "../api.ts";
import { DocumentDrawer } from "./DocumentDrawer.tsx";
import { DocumentRowActions } from "./DocumentRowActions.tsx";
import { DocumentTranslationDrawer } from "./DocumentTranslationDrawer.tsx";
import { EditDocumentModal } from "./EditDocumentModal.tsx";
import { NewVersionModal } from "./NewVersionModal.tsx";
import { ProductSelect } from "./ProductSelect.tsx";
import "../documentation-centre.css";

type Filters = {
  keyword?: string;
  productId?: number;
  type?: DocumentType;
  language?: Language;
};

/**
 * What a row opened: a new version's upload, the edit form, the versions and downloads, or the
 * name and description in other languages.
 */
type Opened = { form: "version" | "edit" | "details" | "languages"; document: DocumentItem };

/**
 * Every fact has its own column from md on (the rarer ones by the reader's choice); on a phone
 * they all sit under the name.
 */
const managementColumnsFrom: FactColumnsFrom = {
  type: "md",
  language: "md",
  access: "md",
  version: "md",
  size: "md",
  date: "md",
  downloads: "md",
};

/** What a phone leaves the name beside the stacked actions. */
const phoneNameWidth = 180;

/**
 * The documents tab: filters, the paged table and every action on a document. Names are shown as
 * written, with the languages they have versions in.
 */
export function DocumentsTab() {
  const { t } = useTranslation();
  const list = useListState<Filters>({});
  const { editing, open, close } = useEditing<Opened>();
  const remove = useRemoveDocument();
  const shown = useShownColumns();
  const { nameColumn, factColumns } = useDocumentColumns(managementColumnsFrom);
  const documents = useManagedDocuments({
    ...list.filters,
    page: list.page,
    pageSize: list.pageSize,
  });
  const change = (next: Filters) => list.setFilters({ ...list.filters, ...next });

  const columns: ManagementColumn<DocumentItem>[] = [
    {
      ...nameColumn({
        title: (document) => (
          <button
            type="button"
            className="document-name-button"
            title={t("document.admin.details")}
            lang={document.localization.originalLanguage}
            onClick={() => open({ form: "details", document })}
          >
            {document.name}
          </button>
        ),
        below: (document) => (
          <>
            <div className="text-muted">
              {document.productModel ?? t("document.tree.general")}
              {document.parentId ? ` · ${t("document.admin.isChild")}` : ""}
            </div>
            <TranslationStateTags
              originalLanguage={document.localization.originalLanguage}
              translations={document.translations}
            />
          </>
        ),
      }),
      key: "name",
      // On a phone the row scrolls sideways at its content's width: the name wraps instead.
      width: shown.md ? undefined : phoneNameWidth,
    },
    { ...factColumns.type, key: "type", width: 120 },
    { ...factColumns.language, key: "language", width: 100, choosable: "shown" },
    { ...factColumns.access, key: "access", width: 130 },
    { ...factColumns.version, key: "version", width: 80 },
    { ...factColumns.size, key: "size", width: 100, choosable: "hidden" },
    { ...factColumns.date, key: "date", width: 120 },
    { ...factColumns.downloads, key: "downloads", width: 100, choosable: "hidden" },
  ];

  return (
    <ListOrFailure query={documents}>
      <FilterBar label={t("document.centre.searchLabel")}>
        <KeywordFilter
          label={t("document.centre.keywordPlaceholder")}
          onSearch={(keyword) => change({ keyword: keyword })}
        />
        <div className="document-toolbar-select document-toolbar-product">
          <ProductSelect
            value={list.filters.productId}
            onChange={(value) =>
              change({ productId: typeof value === "number" ? value : undefined })
            }
            withGeneral={false}
            placeholder={t("document.admin.allProducts")}
            ariaLabel={t("document.admin.product")}
            allowClear
          />
        </div>
        <DocumentFacetSelects
          type={list.filters.type ?? null}
          language={list.filters.language ?? null}
          onTypeChange={(type) => change({ type: type ?? undefined })}
          onLanguageChange={(language) => change({ language: language ?? undefined })}
        />
      </FilterBar>
      <ManagementTable<DocumentItem>
        table="documents"
        rowKey="id"
        columns={columns}
        {...list.tableOf(documents)}
        emptyText={list.filtered ? t("document.centre.noMatch") : t("document.admin.empty")}
        actions={{
          // On a phone the actions stack in a narrow column.
          width: shown.md ? 380 : 110,
          render: (document) => (
            <DocumentRowActions
              document={document}
              onNewVersion={() => open({ form: "version", document })}
              onEdit={() => open({ form: "edit", document })}
              onTranslate={() => open({ form: "languages", document })}
              onDelete={() => remove.mutateAsync(document.id)}
            />
          ),
        }}
      />
      {editing?.target.form === "version" ? (
        <NewVersionModal key={editing.key} document={editing.target.document} onClosed={close} />
      ) : null}
      {editing?.target.form === "edit" ? (
        <EditDocumentModal key={editing.key} document={editing.target.document} onClosed={close} />
      ) : null}
      {editing?.target.form === "languages" ? (
        <DocumentTranslationDrawer
          key={editing.key}
          target={editing.target.document}
          onClosed={close}
        />
      ) : null}
      {editing?.target.form === "details" ? (
        <DocumentDrawer key={editing.key} document={editing.target.document} onClosed={close} />
      ) : null}
    </ListOrFailure>
  );
}
