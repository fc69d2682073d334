import {
  formatDate,
  type ManagedSampleApplication,
  type SampleFilters,
  type SampleState,
  sampleStates,
} from "@portal/shared";
import { Button, Popconfirm, Select, Space } from "antd";
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
import { useListState } from "../../../components/management/use-list-state.ts";
import { showSuccess } from "../../../lib/feedback.ts";
import {
  downloadSampleApplications,
  useManageSampleApplication,
  useSampleApplicationTable,
} from "../api.ts";
import { ProductSelect } from "../components/ProductSelect.tsx";
import { SampleStateTag } from "../components/SampleStateTag.tsx";
import { shippingPlace } from "../shipping-place.ts";
import { type SampleDecision, SampleDecisionModal } from "./SampleDecisionModal.tsx";

/** The staff's actions on one application: only those its state allows. */
function DecisionActions({
  application,
  onDecide,
}: {
  application: ManagedSampleApplication;
  onDecide: (decision: SampleDecision) => void;
}) {
  const { t } = useTranslation();
  const manage = useManageSampleApplication();
  if (application.state === "pending") {
    return (
      <Space size={0} wrap>
        <Popconfirm
          title={t("samples.management.approveConfirm", {
            applicant: application.applicantName,
            model: application.productModel,
          })}
          okText={t("samples.management.approve")}
          cancelText={t("common.cancel")}
          onConfirm={() =>
            manage.mutateAsync({ id: application.id, action: "approve" }).then(() => {
              showSuccess(t("samples.management.approved"));
            })
          }
        >
          <Button type="link" size="small" loading={manage.isPending}>
            {t("samples.management.approve")}
          </Button>
        </Popconfirm>
        <Button
          type="link"
          size="small"
          danger
          onClick={() => onDecide({ action: "refuse", application })}
        >
          {t("samples.management.refuse")}
        </Button>
      </Space>
    );
  }
  if (application.state === "approved") {
    return (
      <Button type="link" size="small" onClick={() => onDecide({ action: "ship", application })}>
        {t("samples.management.ship")}
      </Button>
    );
  }
  return null;
}

/** What was decided: the refusal's reason or the shipment, as the member sees them. */
function decisionText(application: ManagedSampleApplication): string | null {
  if (application.reason) return application.reason;
  if (application.trackingNumber) return `${application.carrier} ${application.trackingNumber}`;
  return null;
}

/**
 * /server/applay: every member's sample applications, newest first, filtered by state, product
 * and keyword; staff approve or refuse a pending one and record the shipment of an approved one,
 * and export what the filters match.
 */
export function ApplayPage() {
  const { t } = useTranslation();
  const list = useListState<SampleFilters>({});
  const applications = useSampleApplicationTable({
    ...list.filters,
    page: list.page,
    pageSize: list.pageSize,
  });
  const [deciding, setDeciding] = useState<SampleDecision | null>(null);
  const [exporting, setExporting] = useState(false);

  async function exportFiltered() {
    setExporting(true);
    try {
      await downloadSampleApplications(list.filters);
    } catch {
      // The HTTP client has shown why.
    } finally {
      setExporting(false);
    }
  }

  const columns: ManagementColumn<ManagedSampleApplication>[] = [
    { key: "id", title: t("samples.management.number"), width: 64, dataIndex: "id" },
    {
      key: "createdAt",
      title: t("samples.management.createdAt"),
      width: 140,
      render: (_, row) => formatDate(row.createdAt, "Y-m-d H:i"),
    },
    {
      key: "applicant",
      title: t("samples.management.applicant"),
      render: (_, row) => <CutText text={row.applicantName} userContent />,
    },
    {
      key: "product",
      title: t("samples.management.product"),
      render: (_, row) => <CutText text={row.productModel} />,
    },
    {
      key: "quantity",
      title: t("samples.management.quantity"),
      width: 72,
      align: "right",
      dataIndex: "quantity",
    },
    {
      key: "contact",
      title: t("samples.management.contact"),
      render: (_, row) => <CutText text={`${row.contactName} ${row.phone}`} userContent />,
    },
    {
      key: "address",
      title: t("samples.management.address"),
      choosable: "shown",
      render: (_, row) => <CutText text={shippingPlace(row)} userContent />,
    },
    {
      key: "purpose",
      title: t("samples.management.purpose"),
      choosable: "hidden",
      render: (_, row) => <CutText text={row.purpose} userContent />,
    },
    {
      key: "state",
      title: t("samples.management.state"),
      width: 96,
      render: (_, row) => <SampleStateTag state={row.state} />,
    },
    {
      key: "decision",
      title: t("samples.management.decision"),
      choosable: "shown",
      render: (_, row) => <CutText text={decisionText(row)} userContent />,
    },
  ];

  return (
    <ManagementListPage
      title={t("samples.management.title")}
      subtitle={t("samples.management.subtitle")}
      actions={
        <Button onClick={() => void exportFiltered()} loading={exporting}>
          {t("samples.management.export")}
        </Button>
      }
      query={applications}
      filters={
        <FilterBar label={t("samples.management.filters")}>
          <Select<SampleState>
            allowClear
            aria-label={t("samples.management.state")}
            placeholder={t("samples.management.allStates")}
            value={list.filters.state}
            onChange={(state) => list.setFilters({ ...list.filters, state })}
            options={sampleStates.map((state) => ({
              value: state,
              label: t(`samples.states.${state}`),
            }))}
          />
          <ProductSelect
            value={list.filters.productId}
            onChange={(productId) => list.setFilters({ ...list.filters, productId })}
            placeholder={t("samples.management.allProducts")}
            ariaLabel={t("samples.management.product")}
          />
          <KeywordFilter
            label={t("samples.management.search")}
            onSearch={(keyword) => list.setFilters({ ...list.filters, keyword })}
          />
        </FilterBar>
      }
    >
      <ManagementTable<ManagedSampleApplication>
        table="sample-applications"
        rowKey="id"
        columns={columns}
        {...list.tableOf(applications)}
        emptyText={t(list.filtered ? "samples.management.noMatch" : "samples.management.empty")}
        actions={{
          width: 180,
          render: (row) => <DecisionActions application={row} onDecide={setDeciding} />,
        }}
      />
      {deciding ? (
        <SampleDecisionModal
          key={`${deciding.action}-${deciding.application.id}`}
          decision={deciding}
          onClosed={() => setDeciding(null)}
        />
      ) : null}
    </ManagementListPage>
  );
}
