import { CheckOutlined, PlusOutlined } from "@ant-design/icons";
import { productLimits } from "@portal/shared";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { showWarning } from "../../../lib/feedback.ts";
import { useCompareTray } from "../compare-store.ts";
import type { TrayProduct } from "../compare-tray.ts";

/** Puts a product into the comparison tray, or takes it out again (a toggle button). */
export function CompareToggle({
  product,
  size = "middle",
}: {
  product: TrayProduct;
  size?: "small" | "middle" | "large";
}) {
  const { t } = useTranslation();
  const inTray = useCompareTray((state) => state.items.some((item) => item.id === product.id));
  const add = useCompareTray((state) => state.add);
  const remove = useCompareTray((state) => state.remove);

  const toggle = () => {
    if (inTray) {
      remove(product.id);
      return;
    }
    if (add(product) === "full") {
      showWarning(t("product.tray.full", { max: productLimits.compareMax }));
    }
  };

  return (
    <Button
      size={size}
      aria-pressed={inTray}
      aria-label={t("product.card.compareLabel", { model: product.model })}
      icon={inTray ? <CheckOutlined /> : <PlusOutlined />}
      color={inTray ? "primary" : "default"}
      variant="outlined"
      onClick={toggle}
      data-testid={`compare-toggle-${product.id}`}
    >
      {inTray ? t("product.card.inCompare") : t("product.card.addToCompare")}
    </Button>
  );
}
