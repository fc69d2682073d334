import type { ReactNode } from "react";
import "./details-list.css";

/**
 * One entry of the small lists in an opened row (older versions, child documents), drawn as an
 * item of Ant Design's small split List (details-list.css): an icon, a title and a description,
 * then the actions at the end. Ant Design's List brings its pagination, grid and spinner.
 */
export function DetailsListItem({
  avatar,
  title,
  description,
  actions,
  className,
  ...attributes
}: {
  avatar?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  actions: ReactNode;
  className?: string;
  "data-testid"?: string;
}) {
  return (
    <li
      className={className ? `details-list-item ${className}` : "details-list-item"}
      {...attributes}
    >
      <div className="details-list-item-meta">
        {avatar ? <div className="details-list-item-avatar">{avatar}</div> : null}
        <div className="details-list-item-content">
          <h4 className="details-list-item-title">{title}</h4>
          <div className="details-list-item-description">{description}</div>
        </div>
      </div>
      <ul className="details-list-item-action">
        <li>{actions}</li>
      </ul>
    </li>
  );
}
