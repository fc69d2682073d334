import { CloseOutlined, DiffOutlined } from "@ant-design/icons";
import { productLimits } from "@portal/shared";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { compareLink } from "../compare-link.ts";
import { useCompareTray } from "../compare-store.ts";
import { canCompare } from "../compare-tray.ts";
import "./compare-tray.css";

/**
 * The bar at the bottom of the catalogue, selection and detail pages with the products chosen
 * for comparison. It appears with the first product; a spacer keeps it from covering the page's
 * last lines.
 */
export function CompareTray() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const items = useCompareTray((state) => state.items);
  const remove = useCompareTray((state) => state.remove);
  const clear = useCompareTray((state) => state.clear);
  if (items.length === 0) return null;
  const ready = canCompare(items);

  return (
    <>
      <div className="compare-tray-spacer" aria-hidden="true" />
      <section className="compare-tray" aria-label={t("product.tray.region")}>
        <div className="compare-tray-inner">
          <div className="compare-tray-title">
            <DiffOutlined aria-hidden="true" />
            <strong>{t("product.tray.title")}</strong>
            <span className="text-muted">
              {t("product.tray.count", { count: items.length, max: productLimits.compareMax })}
            </span>
          </div>
          <ul className="compare-tray-items">
            {items.map((item) => (
              <li key={item.id} className="compare-tray-item">
                {item.image ? (
                  <img className="compare-tray-image" src={item.image} alt="" loading="lazy" />
                ) : null}
                <span className="compare-tray-model">{item.model}</span>
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined />}
                  aria-label={t("product.tray.remove", { model: item.model })}
                  onClick={() => remove(item.id)}
                />
              </li>
            ))}
          </ul>
          <div className="compare-tray-actions">
            {ready ? null : (
              <span className="compare-tray-hint">
                {t("product.tray.needMore", { min: productLimits.compareMin })}
              </span>
            )}
            <Button onClick={clear}>{t("product.tray.clear")}</Button>
            <Button
              type="primary"
              disabled={!ready}
              onClick={() => navigate(compareLink(items.map((item) => item.id)))}
            >
              {t("product.tray.compare")}
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
