import {
  DoubleLeftOutlined,
  DoubleRightOutlined,
  LeftOutlined,
  RightOutlined,
} from "@ant-design/icons";
import { useTranslation } from "react-i18next";
import { pagerItems } from "./pager-items.ts";
import "./pager.css";

type PagerProps = {
  current: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  size?: "default" | "small";
  className?: string;
};

/**
 * The page numbers under a public list, drawn as Ant Design's Pagination is. Not that
 * component: it imports its page-size select (about 28 KB gzipped with the select's virtual
 * list), which none of these lists offers.
 */
export function Pager({
  current,
  total,
  pageSize,
  onChange,
  size = "default",
  className,
}: PagerProps) {
  const { t } = useTranslation();
  const pageCount = Math.ceil(total / pageSize);
  const classes = ["portal-pager"];
  if (size === "small") classes.push("portal-pager-small");
  if (className) classes.push(className);
  const go = (page: number) => {
    if (page !== current) onChange(page);
  };
  const onFirst = current <= 1;
  const onLast = current >= pageCount;

  return (
    <nav aria-label={t("common.pager.label")}>
      <ul className={classes.join(" ")}>
        <li className="portal-pager-step" title={t("common.pager.previous")}>
          <button
            type="button"
            disabled={onFirst}
            aria-label={t("common.pager.previous")}
            onClick={() => go(current - 1)}
          >
            <LeftOutlined aria-hidden />
          </button>
        </li>
        {pagerItems(current, pageCount).map((item) => {
          if (item.kind === "page") {
            const active = item.page === current;
            return (
              <li
                key={`page-${item.page}`}
                title={String(item.page)}
                className={active ? "portal-pager-item portal-pager-active" : "portal-pager-item"}
              >
                <button
                  type="button"
                  aria-current={active ? "page" : undefined}
                  onClick={() => go(item.page)}
                >
                  {item.page}
                </button>
              </li>
            );
          }
          const label =
            item.kind === "jump-previous"
              ? t("common.pager.previousFive")
              : t("common.pager.nextFive");
          return (
            <li key={item.kind} className="portal-pager-jump" title={label}>
              <button type="button" aria-label={label} onClick={() => go(item.page)}>
                <span className="portal-pager-jump-icon" aria-hidden>
                  {item.kind === "jump-previous" ? <DoubleLeftOutlined /> : <DoubleRightOutlined />}
                </span>
                <span className="portal-pager-ellipsis" aria-hidden>
                  •••
                </span>
              </button>
            </li>
          );
        })}
        <li className="portal-pager-step" title={t("common.pager.next")}>
          <button
            type="button"
            disabled={onLast}
            aria-label={t("common.pager.next")}
            onClick={() => go(current + 1)}
          >
            <RightOutlined aria-hidden />
          </button>
        </li>
      </ul>
    </nav>
  );
}
