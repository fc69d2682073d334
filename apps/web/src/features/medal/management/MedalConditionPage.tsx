import type { Medal } from "@portal/shared";
import { Button, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  FilterBar,
  KeywordFilter,
  ManagementListPage,
} from "../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../components/management/ManagementTable.tsx";
import { RowActions } from "../../../components/management/RowActions.tsx";
import { TranslationStateTags } from "../../../components/management/TranslationStateTags.tsx";
import { useEditing } from "../../../components/management/use-editing.ts";
import { useListState } from "../../../components/management/use-list-state.ts";
import { recordFromList } from "../../../components/management/VersionedForm.tsx";
import { useDeleteMedal, useMedalTable } from "../api.ts";
import { MedalAwardModal } from "./MedalAwardModal.tsx";
import { MedalFormDrawer } from "./MedalFormDrawer.tsx";
import { MedalTranslationDrawer } from "./MedalTranslationDrawer.tsx";
import "./medal-management.css";

/**
 * /server/medalCondition: the medals, each with its icon, words as written, conditions and how
 * many members hold it; added and edited in a drawer, translated in the languages drawer.
 */
export function MedalConditionPage() {
  const { t } = useTranslation();
  const list = useListState<{ keyword?: string }>({});
  const medals = useMedalTable({ ...list.filters, page: list.page, pageSize: list.pageSize });
  const remove = useDeleteMedal();
  const form = useEditing<Medal | null>();
  const [awarding, setAwarding] = useState<Medal | null>(null);
  const translating = useEditing<{ id: number; name: string }>();
  const recordOf = (medal: Medal) =>
    recordFromList(medals, medal, (page) => page.list.find((row) => row.id === medal.id));

  const conditionText = (medal: Medal) =>
    medal.conditions
      .map(({ counter, threshold }) =>
        counter === "engineer"
          ? t("medal.counters.engineer")
          : t("medal.management.conditionText", {
              counter: t(`medal.counters.${counter}`),
              threshold,
            }),
      )
      .join("; ");

  const columns: ManagementColumn<Medal>[] = [
    {
      key: "icon",
      title: t("medal.management.icon"),
      width: 72,
      render: (_, medal) => (
        <img
          src={medal.icon}
          alt={t("medal.management.iconAlt", { name: medal.name })}
          width={40}
          height={40}
          className="medal-table-icon"
        />
      ),
    },
    {
      key: "name",
      title: t("medal.management.name"),
      render: (_, medal) => (
        <>
          <CutText text={medal.name} lang={medal.localization.originalLanguage} />
          <TranslationStateTags
            originalLanguage={medal.localization.originalLanguage}
            translations={medal.translations}
          />
        </>
      ),
    },
    {
      key: "description",
      title: t("medal.management.description"),
      choosable: "hidden",
      render: (_, medal) => (
        <CutText text={medal.description} lang={medal.localization.originalLanguage} />
      ),
    },
    {
      key: "conditions",
      title: t("medal.management.conditions"),
      render: (_, medal) => <CutText text={conditionText(medal)} />,
    },
    {
      key: "holders",
      title: t("medal.management.holders"),
      width: 100,
      align: "right",
      dataIndex: "holders",
    },
    {
      key: "sort",
      title: t("medal.management.sort"),
      width: 80,
      align: "right",
      dataIndex: "sort",
    },
  ];

  return (
    <ManagementListPage
      title={t("medal.management.title")}
      subtitle={t("medal.management.subtitle")}
      create={{ label: t("medal.management.create"), onCreate: () => form.open(null) }}
      query={medals}
      filters={
        <FilterBar label={t("medal.management.filters")}>
          <KeywordFilter
            label={t("medal.management.search")}
            onSearch={(keyword) => list.setFilters({ keyword })}
          />
        </FilterBar>
      }
    >
      <ManagementTable<Medal>
        table="medals"
        rowKey="id"
        columns={columns}
        {...list.tableOf(medals)}
        emptyText={t(list.filtered ? "medal.management.noMatch" : "medal.management.empty")}
        actions={{
          width: 320,
          render: (medal) => (
            <Space size={0} wrap>
              <RowActions
                onEdit={() => form.open(medal)}
                onTranslate={() => translating.open({ id: medal.id, name: medal.name })}
                removal={{
                  question: t("medal.management.deleteConfirm", { name: medal.name }),
                  doneMessage: t("common.management.deleted"),
                  remove: () => remove.mutateAsync(medal.id),
                }}
              />
              <Button type="link" size="small" onClick={() => setAwarding(medal)}>
                {t("medal.management.awardAction")}
              </Button>
            </Space>
          ),
        }}
      />
      {form.editing ? (
        <MedalFormDrawer
          key={form.editing.key}
          record={form.editing.target ? recordOf(form.editing.target) : null}
          onClosed={form.close}
        />
      ) : null}
      {awarding ? <MedalAwardModal medal={awarding} onClose={() => setAwarding(null)} /> : null}
      {translating.editing ? (
        <MedalTranslationDrawer
          key={translating.editing.key}
          target={translating.editing.target}
          onClosed={translating.close}
        />
      ) : null}
    </ManagementListPage>
  );
}
