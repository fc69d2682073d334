import { communityLimits } from "@portal/shared";
import { NameField } from "../../../../components/management/NameField.tsx";

/** An honorary title's name, in any language: the form's and each language tab's one field. */
export function HonoraryTitleNameField({ autoFocus = false }: { autoFocus?: boolean }) {
  return (
    <NameField
      labelKey="users.honoraryTitles.name"
      requiredKey="users.honoraryTitles.nameRequired"
      maxLength={communityLimits.honoraryTitleMaxLength}
      autoFocus={autoFocus}
    />
  );
}
