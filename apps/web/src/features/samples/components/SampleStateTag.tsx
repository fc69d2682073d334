import type { SampleState } from "@portal/shared";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import "./sample-state-tag.css";

/** Where an application stands, in colours readable at 4.5:1 (Ant Design's presets are not). */
export function SampleStateTag({ state }: { state: SampleState }) {
  const { t } = useTranslation();
  return (
    <Tag className={`sample-state sample-state-${state}`} data-testid="sample-state">
      {t(`samples.states.${state}`)}
    </Tag>
  );
}
