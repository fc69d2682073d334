import { Fragment, type ReactNode } from "react";
import "./forum-management.css";

/** A line of facts about an entry (author, board, time...), the ones given, apart by " · ". */
export function MetaLine({ parts }: { parts: ReactNode[] }) {
  const shown = parts.filter((part) => part !== null && part !== undefined && part !== false);
  return (
    <div className="forum-management-meta">
      {shown.map((part, index) => (
        // The parts are positional: a line is rebuilt whole when its entry changes.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? " · " : null}
          {part}
        </Fragment>
      ))}
    </div>
  );
}
