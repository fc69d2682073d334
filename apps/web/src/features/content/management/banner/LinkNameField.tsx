import { contentLimits } from "@portal/shared";
import { NameField } from "../../../../components/management/NameField.tsx";

/** A friendship link's name, in any language. */
export function LinkNameField() {
  return (
    <NameField
      labelKey="content.bannerManagement.links.name"
      requiredKey="content.bannerManagement.links.nameRequired"
      maxLength={contentLimits.linkNameMaxLength}
    />
  );
}
