import type { CustomizationState } from "@portal/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const colours: Record<CustomizationState, string> = {
  new: "blue",
  assigned: "orange",
  closed: "default",
};

/** Where a request stands, in words and a colour. */
export function CustomizationStateTag({ state }: { state: CustomizationState }) {
  const { t } = useTranslation();
  return (
    <Tag color={colours[state]} data-testid="customization-state">
      {t(`customization.states.${state}`)}
    </Tag>
  );
}
