import { BarChartOutlined } from "@ant-design/icons";
import { type SurveyItem, type SurveyStatus, surveyStatuses } from "@portal/shared";
import { Button, Select, Space, Tag } from "antd";
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
import { useEditing } from "../../../components/management/use-editing.ts";
import { useListState } from "../../../components/management/use-list-state.ts";
import { recordFromList } from "../../../components/management/VersionedForm.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { useDeleteSurvey, useSetSurveyPublished, useSurveyTable } from "../api.ts";
import { surveyTime } from "../survey-time.ts";
import { SurveyFormDrawer } from "./SurveyFormDrawer.tsx";
import { SurveyResultsDrawer } from "./SurveyResultsDrawer.tsx";
import "../survey.css";

type SurveyFilters = { keyword?: string; status?: SurveyStatus };

/**
 * /server/survey: the questionnaires, last changed first, with their state, dates and how many
 * answered; written in a drawer with the question editor, published or taken back, their
 * results charted in another drawer and exported to Excel; a draft deleted after confirming.
 */
export function SurveyManagementPage() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language);
  const list = useListState<SurveyFilters>({});
  const surveys = useSurveyTable({ ...list.filters, page: list.page, pageSize: list.pageSize });
  const setPublished = useSetSurveyPublished();
  const remove = useDeleteSurvey();
  const form = useEditing<SurveyItem | null>();
  const [showing, setShowing] = useState<SurveyItem | null>(null);
  const recordOf = (survey: SurveyItem) =>
    recordFromList(surveys, survey, (page) => page.list.find((row) => row.id === survey.id));

  const openState = (survey: SurveyItem) => {
    const now = Date.now();
    if (now < Date.parse(survey.opensAt)) return t("survey.management.notYetOpen");
    if (now >= Date.parse(survey.closesAt)) return t("survey.management.closed");
    return t("survey.management.openNow");
  };

  const columns: ManagementColumn<SurveyItem>[] = [
    {
      key: "title",
      title: t("survey.management.columns.title"),
      render: (_, survey) => <CutText text={survey.title} userContent />,
    },
    {
      key: "status",
      title: t("survey.management.columns.status"),
      width: 150,
      render: (_, survey) => (
        <Space size={4} wrap>
          <Tag color={survey.status === "published" ? "green" : undefined}>
            {t(`survey.statuses.${survey.status}`)}
          </Tag>
          {survey.status === "published" ? <span>{openState(survey)}</span> : null}
        </Space>
      ),
    },
    {
      key: "period",
      title: t("survey.management.columns.period"),
      width: 230,
      render: (_, survey) => (
        <span className="survey-period">
          {t("survey.management.period", {
            from: surveyTime(survey.opensAt, language),
            to: surveyTime(survey.closesAt, language),
          })}
        </span>
      ),
    },
    {
      key: "questions",
      title: t("survey.management.columns.questions"),
      width: 110,
      align: "right",
      choosable: "hidden",
      render: (_, survey) => survey.questions.length,
    },
    {
      key: "responses",
      title: t("survey.management.columns.responses"),
      width: 110,
      align: "right",
      dataIndex: "responses",
    },
  ];

  return (
    <ManagementListPage
      title={t("survey.management.title")}
      subtitle={t("survey.management.subtitle")}
      create={{ label: t("survey.management.create"), onCreate: () => form.open(null) }}
      query={surveys}
      filters={
        <FilterBar label={t("survey.management.filters")}>
          <KeywordFilter
            label={t("survey.management.search")}
            onSearch={(keyword) => list.setFilters({ ...list.filters, keyword })}
          />
          <Select<SurveyStatus>
            allowClear
            className="survey-status-filter"
            placeholder={t("survey.management.allStatuses")}
            aria-label={t("survey.management.status")}
            value={list.filters.status}
            onChange={(status) => list.setFilters({ ...list.filters, status })}
            options={surveyStatuses.map((status) => ({
              value: status,
              label: t(`survey.statuses.${status}`),
            }))}
          />
        </FilterBar>
      }
    >
      <ManagementTable<SurveyItem>
        table="surveys"
        rowKey="id"
        columns={columns}
        {...list.tableOf(surveys)}
        emptyText={t(list.filtered ? "survey.management.noMatch" : "survey.management.empty")}
        actions={{
          width: 300,
          render: (survey) => (
            <Space size={0} wrap>
              <Button
                type="link"
                size="small"
                icon={<BarChartOutlined aria-hidden />}
                onClick={() => setShowing(survey)}
              >
                {t("survey.management.results")}
              </Button>
              <RowActions
                onEdit={() => form.open(survey)}
                publication={{
                  published: survey.status === "published",
                  labels: {
                    publish: t("survey.management.publish"),
                    unpublish: t("survey.management.unpublish"),
                  },
                  done: {
                    published: t("survey.management.publishedDone", { title: survey.title }),
                    unpublished: t("survey.management.unpublishedDone", { title: survey.title }),
                  },
                  setPublished: (published) =>
                    setPublished.mutateAsync({ id: survey.id, version: survey.version, published }),
                }}
                removal={
                  survey.status === "draft"
                    ? {
                        question: t("survey.management.deleteConfirm", { title: survey.title }),
                        description: t("survey.management.deleteDescription"),
                        doneMessage: t("common.management.deleted"),
                        remove: () =>
                          remove.mutateAsync({ id: survey.id, version: survey.version }),
                      }
                    : undefined
                }
              />
            </Space>
          ),
        }}
      />
      {form.editing ? (
        <SurveyFormDrawer
          key={form.editing.key}
          record={form.editing.target ? recordOf(form.editing.target) : null}
          onClosed={form.close}
        />
      ) : null}
      {showing ? <SurveyResultsDrawer survey={showing} onClose={() => setShowing(null)} /> : null}
    </ManagementListPage>
  );
}
