import { CrownOutlined, SafetyCertificateOutlined, UserOutlined } from "@ant-design/icons";
import type { OwnUser } from "@portal/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

/** Certified engineer, else the honorary name, else ordinary user (spec, section 3). */
export function UserTitleTag({ title }: { title: OwnUser["title"] }) {
  const { t } = useTranslation();
  switch (title.kind) {
    case "engineer":
      return (
        <Tag color="blue" icon={<SafetyCertificateOutlined />}>
          {t("account.personInfo.engineer")}
        </Tag>
      );
    case "honorary":
      return (
        <Tag color="gold" icon={<CrownOutlined />}>
          {title.name}
        </Tag>
      );
    case "ordinary":
      return <Tag icon={<UserOutlined />}>{t("account.personInfo.ordinary")}</Tag>;
  }
}
