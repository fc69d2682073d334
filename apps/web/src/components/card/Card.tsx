import type { HTMLAttributes, ReactNode } from "react";
import "./card.css";

type CardProps = Omit<HTMLAttributes<HTMLDivElement>, "title"> & {
  title?: ReactNode;
  /** Beside the title, at the head's end (a link, a button). */
  extra?: ReactNode;
  size?: "default" | "small";
  /** Raised by a shadow under the pointer: the whole card is a link. */
  hoverable?: boolean;
  /** Placeholder lines instead of the body while its data loads. */
  loading?: boolean;
};

/**
 * The bordered panel of the public pages, drawn as Ant Design's Card is (card.css has its
 * measures). Ant Design's Card imports its tabs, and with them the menu, dropdown and overflow
 * libraries, about 27 KB gzipped on the first visit of a page that shows no tab.
 */
export function Card({
  title,
  extra,
  size = "default",
  hoverable = false,
  loading = false,
  className,
  children,
  ...attributes
}: CardProps) {
  const classes = ["portal-card"];
  if (size === "small") classes.push("portal-card-small");
  if (hoverable) classes.push("portal-card-hoverable");
  if (className) classes.push(className);
  const hasHead = Boolean(title) || Boolean(extra);
  return (
    <div className={classes.join(" ")} {...attributes}>
      {hasHead && (
        <div className="portal-card-head">
          <div className="portal-card-head-wrapper">
            {title && <div className="portal-card-head-title">{title}</div>}
            {extra && <div className="portal-card-extra">{extra}</div>}
          </div>
        </div>
      )}
      <div className="portal-card-body">
        {loading ? (
          <div className="portal-card-loading" aria-busy="true">
            <span />
            <span />
            <span />
          </div>
        ) : (
          children
        )}
      </div>
    </div>
  );
}
