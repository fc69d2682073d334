import { type CustomizationDetail, formatDate } from "@portal/shared";
import { Descriptions, Grid } from "antd";
import { useTranslation } from "react-i18next";
import { AttachmentLinks } from "./AttachmentLinks.tsx";

/**
 * What the company asked for, as they wrote it: two pairs a row on a wide page, one in a
 * drawer (`narrow`), each label above its value on a phone.
 */
export function RequestDetails({
  request,
  narrow = false,
}: {
  request: CustomizationDetail;
  narrow?: boolean;
}) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const phone = screens.sm === false;
  const typed = (text: string) => <span data-user-content>{text}</span>;
  const items = [
    { key: "company", label: t("customization.request.company"), children: typed(request.company) },
    { key: "contact", label: t("customization.request.contact"), children: typed(request.contact) },
    { key: "phone", label: t("customization.request.phone"), children: typed(request.phone) },
    ...(request.email
      ? [{ key: "email", label: t("customization.request.email"), children: typed(request.email) }]
      : []),
    {
      key: "moduleModel",
      label: t("customization.request.moduleModel"),
      children: typed(request.moduleModel),
    },
    {
      key: "quantity",
      label: t("customization.request.quantity"),
      children: request.quantity.toLocaleString(),
    },
    {
      key: "requirement",
      label: t("customization.request.requirement"),
      span: "filled" as const,
      children: (
        <div className="customization-text" data-user-content>
          {request.requirement}
        </div>
      ),
    },
    ...(request.attachments.length > 0
      ? [
          {
            key: "attachments",
            label: t("customization.request.attachments"),
            span: "filled" as const,
            children: <AttachmentLinks requestId={request.id} attachments={request.attachments} />,
          },
        ]
      : []),
  ];
  return (
    <>
      <p className="customization-muted">
        {t("customization.request.sentAt", { time: formatDate(request.createdAt, "Y-m-d H:i") })}
        {request.assigneeName ? (
          <>
            {" · "}
            {t("customization.request.assignee")}
            <span data-user-content>{request.assigneeName}</span>
          </>
        ) : null}
      </p>
      <Descriptions
        size="small"
        bordered
        layout={phone ? "vertical" : "horizontal"}
        column={narrow || !screens.md ? 1 : 2}
        items={items}
        data-testid="customization-details"
      />
    </>
  );
}
