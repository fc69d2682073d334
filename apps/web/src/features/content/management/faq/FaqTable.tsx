import { type FaqItem, formatDate } from "@portal/shared";
import { Alert, Select, Tag } from "antd";
import { useTranslation } from "react-i18next";
import {
  FilterBar,
  KeywordFilter,
  ListOrFailure,
} from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { TranslationStateTags } from "../../../../components/management/TranslationStateTags.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { useListState } from "../../../../components/management/use-list-state.ts";
import { recordFromList } from "../../../../components/management/VersionedForm.tsx";
import { type FaqTableQuery, useDeleteFaq, useFaqTable, useFaqTypes } from "./api.ts";
import { FaqFormDrawer } from "./FaqFormDrawer.tsx";
import { FaqTranslationDrawer } from "./FaqTranslationDrawer.tsx";
import "./faq-management.css";

type Filters = Pick<FaqTableQuery, "keyword" | "typeId">;

/** The questions: searched by keyword and type, paged; the page's "new" and each row's edit open the drawer. */
export function FaqTable({ form }: { form: ReturnType<typeof useEditing<FaqItem | null>> }) {
  const { t } = useTranslation();
  const list = useListState<Filters>({});
  const translating = useEditing<{ id: number; name: string }>();
  const faqs = useFaqTable({ ...list.filters, page: list.page, pageSize: list.pageSize });
  const types = useFaqTypes();
  const remove = useDeleteFaq();
  const typeList = types.data ?? [];
  const recordOf = (faq: FaqItem) =>
    recordFromList(faqs, faq, (page) => page.list.find((row) => row.id === faq.id));

  const columns: ManagementColumn<FaqItem>[] = [
    {
      key: "question",
      title: t("content.faqManagement.faqs.question"),
      render: (_, faq) => (
        <>
          <CutText text={faq.question} lang={faq.localization.originalLanguage} />
          <TranslationStateTags
            originalLanguage={faq.localization.originalLanguage}
            translations={faq.translations}
          />
        </>
      ),
    },
    {
      key: "type",
      title: t("content.faqManagement.faqs.type"),
      width: 160,
      render: (_, faq) => <CutText text={faq.typeName} lang={faq.typeLanguage} />,
    },
    {
      key: "sort",
      title: t("content.faqManagement.faqs.sort"),
      width: 80,
      align: "right",
      dataIndex: "sort",
    },
    {
      key: "status",
      title: t("content.faqManagement.faqs.status"),
      width: 100,
      render: (_, faq) => (
        <Tag color={faq.status === "published" ? "success" : "default"}>
          {t(`content.faqManagement.faqs.statuses.${faq.status}`)}
        </Tag>
      ),
    },
    {
      key: "updatedAt",
      title: t("content.faqManagement.faqs.updatedAt"),
      width: 150,
      render: (_, faq) => (
        <span className="management-nowrap">{formatDate(faq.updatedAt, "Y-m-d H:i")}</span>
      ),
    },
  ];

  return (
    <ListOrFailure query={faqs}>
      {types.isSuccess && typeList.length === 0 ? (
        <Alert
          className="faq-no-types"
          type="info"
          showIcon
          title={t("content.faqManagement.faqs.noTypes")}
        />
      ) : null}
      <FilterBar label={t("content.faqManagement.faqs.filterLabel")}>
        <KeywordFilter
          label={t("content.faqManagement.faqs.searchPlaceholder")}
          enterButton={t("content.faqManagement.faqs.search")}
          onSearch={(keyword) => list.setFilters({ ...list.filters, keyword: keyword })}
        />
        <Select
          allowClear
          placeholder={t("content.faqManagement.faqs.allTypes")}
          aria-label={t("content.faqManagement.faqs.typeFilter")}
          loading={types.isFetching}
          value={list.filters.typeId}
          onChange={(typeId: number | undefined) => list.setFilters({ ...list.filters, typeId })}
          options={typeList.map((type) => ({ value: type.id, label: type.name }))}
        />
      </FilterBar>
      <ManagementTable<FaqItem>
        table="faqs"
        rowKey="id"
        columns={columns}
        {...list.tableOf(faqs)}
        emptyText={t(
          list.filtered
            ? "content.faqManagement.faqs.emptyFiltered"
            : "content.faqManagement.faqs.empty",
        )}
        actions={{
          width: 230,
          render: (faq) => (
            <RowActions
              onEdit={() => form.open(faq)}
              onTranslate={() => translating.open({ id: faq.id, name: faq.question })}
              removal={{
                question: t("content.faqManagement.faqs.deleteConfirm", { question: faq.question }),
                doneMessage: t("common.management.deleted"),
                remove: () => remove.mutateAsync(faq.id),
              }}
            />
          ),
        }}
      />
      {form.editing ? (
        <FaqFormDrawer
          key={form.editing.key}
          record={form.editing.target ? recordOf(form.editing.target) : null}
          types={typeList}
          onClosed={form.close}
        />
      ) : null}
      {translating.editing ? (
        <FaqTranslationDrawer
          key={translating.editing.key}
          target={translating.editing.target}
          onClosed={translating.close}
        />
      ) : null}
    </ListOrFailure>
  );
}
