import { formatDate, type SampleApplication } from "@portal/shared";
import { Button, Empty, List, Popconfirm, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { showSuccess } from "../../../lib/feedback.ts";
import { useManageSampleApplication, useOwnSampleApplications } from "../api.ts";
import { shippingPlace } from "../shipping-place.ts";
import { SampleStateTag } from "./SampleStateTag.tsx";
import "./my-sample-applications.css";

const ownPageSize = 5;

function SampleApplicationEntry({ application }: { application: SampleApplication }) {
  const { t } = useTranslation();
  const manage = useManageSampleApplication();
  const cancel = application.state === "pending" && (
    <Popconfirm
      key="cancel"
      title={t("samples.mine.cancelConfirm")}
      okText={t("common.confirm")}
      cancelText={t("common.cancel")}
      onConfirm={() =>
        manage.mutateAsync({ id: application.id, action: "cancel" }).then(() => {
          showSuccess(t("samples.mine.cancelled"));
        })
      }
    >
      <Button size="small" danger loading={manage.isPending}>
        {t("samples.mine.cancel")}
      </Button>
    </Popconfirm>
  );
  return (
    <List.Item
      data-testid={`sample-application-${application.id}`}
      actions={cancel ? [cancel] : undefined}
    >
      <List.Item.Meta
        title={
          <span className="sample-entry-title">
            <span>
              {application.productModel} · {application.productName}
            </span>{" "}
            <SampleStateTag state={application.state} />
          </span>
        }
        description={
          <div className="sample-entry">
            <div>
              {t("samples.mine.number", { id: application.id })} ·{" "}
              {t("samples.mine.quantity", { count: application.quantity })} ·{" "}
              {t("samples.mine.appliedAt", {
                time: formatDate(application.createdAt, "Y-m-d H:i"),
              })}
            </div>
            <p className="sample-entry-text" data-user-content>
              {application.purpose}
            </p>
            <div>
              {t("samples.mine.shipTo")}:{" "}
              <span data-user-content>
                {application.contactName} {application.phone} {shippingPlace(application)}
              </span>
            </div>
            {application.reason ? (
              <div className="sample-entry-note sample-entry-refusal" data-testid="sample-reason">
                <strong>{t("samples.mine.reason")}</strong>
                <div data-user-content>{application.reason}</div>
              </div>
            ) : null}
            {application.trackingNumber ? (
              <div className="sample-entry-note" data-testid="sample-shipment">
                <strong>{t("samples.mine.shipment")}</strong>{" "}
                <span data-user-content>{application.carrier}</span> ·{" "}
                {t("samples.mine.trackingNumber")}{" "}
                <span className="sample-tracking-number">{application.trackingNumber}</span>
                {application.shippedAt ? (
                  <div>
                    {t("samples.mine.shippedAt", {
                      time: formatDate(application.shippedAt, "Y-m-d H:i"),
                    })}
                  </div>
                ) : null}
              </div>
            ) : null}
          </div>
        }
      />
    </List.Item>
  );
}

/** The member's own applications with their state, the refusal's reason and the shipment. */
export function MySampleApplications() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const mine = useOwnSampleApplications({ page, pageSize: ownPageSize });
  if (mine.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (mine.isError) {
    return (
      <LoadFailure
        title={t("samples.mine.loadFailed")}
        error={mine.error}
        onRetry={() => void mine.refetch()}
      />
    );
  }
  return (
    <List<SampleApplication>
      // The cancel action goes under its entry, so a phone keeps the entry's whole width.
      itemLayout="vertical"
      dataSource={mine.data.list}
      rowKey="id"
      loading={mine.isFetching && !mine.isPending}
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("samples.mine.empty")} />
        ),
      }}
      pagination={
        mine.data.total > ownPageSize
          ? {
              current: page,
              pageSize: ownPageSize,
              total: mine.data.total,
              onChange: setPage,
              size: "small",
            }
          : false
      }
      renderItem={(application) => <SampleApplicationEntry application={application} />}
    />
  );
}
