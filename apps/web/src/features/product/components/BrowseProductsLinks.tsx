import { AppstoreOutlined, FilterOutlined } from "@ant-design/icons";
import { Button, Space } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function BrowseProductsLinks() {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Link to="/product" tabIndex={-1}>
        <Button icon={<AppstoreOutlined />}>{t("product.compare.toCatalogue")}</Button>
      </Link>
      <Link to="/product/menu" tabIndex={-1}>
        <Button icon={<FilterOutlined />}>{t("product.compare.toSelection")}</Button>
      </Link>
    </Space>
  );
}
