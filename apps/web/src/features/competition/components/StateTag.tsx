import type { CompetitionState } from "@portal/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";

const stateColors: Record<CompetitionState, string> = {
  draft: "default",
  submitted: "processing",
  accepted: "success",
  rejected: "error",
};

/** An entry's state as a coloured tag. */
export function StateTag({ state }: { state: CompetitionState }) {
  const { t } = useTranslation();
  return <Tag color={stateColors[state]}>{t(`competition.states.${state}`)}</Tag>;
}
