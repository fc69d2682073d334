import type { MedalBadge } from "@portal/shared";
import { Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import "./medal-badges.css";

/**
 * A member's medals as their page shows them: each icon with its name under it (in the
 * reader's language, as the server answers it). Nothing when they hold none.
 */
export function MedalBadges({ medals }: { medals: MedalBadge[] }) {
  const { t } = useTranslation();
  if (medals.length === 0) return null;
  return (
    <ul className="medal-badges" aria-label={t("medal.badges")}>
      {medals.map((medal) => (
        <li key={medal.id} className="medal-badge">
          <Tooltip title={medal.name}>
            <img src={medal.icon} alt="" className="medal-badge-icon" width={40} height={40} />
          </Tooltip>
          <span className="medal-badge-name">{medal.name}</span>
        </li>
      ))}
    </ul>
  );
}
