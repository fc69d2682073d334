import { DownloadOutlined } from "@ant-design/icons";
import { Button, type ButtonProps, Progress } from "antd";
import type { ReactNode } from "react";
import type { DownloadRequest } from "../../../lib/http.ts";
import { useFileDownload } from "../use-file-download.ts";
import "./download-button.css";

/** A download action with a progress bar under it while the file arrives. */
export function DownloadButton({
  request,
  label,
  accessibleName,
  icon = <DownloadOutlined aria-hidden />,
  type = "link",
  size = "small",
}: {
  request: DownloadRequest;
  label: ReactNode;
  /** The full name for assistive technology when the label alone is ambiguous in a list. */
  accessibleName?: string;
  icon?: ReactNode;
  type?: ButtonProps["type"];
  size?: ButtonProps["size"];
}) {
  const download = useFileDownload();
  return (
    <span className="download-action">
      <Button
        type={type}
        size={size}
        icon={icon}
        loading={download.downloading}
        aria-label={accessibleName}
        onClick={() => void download.start(request)}
      >
        {label}
      </Button>
      {download.percent !== null ? (
        <Progress
          percent={download.percent}
          size="small"
          className="download-progress"
          aria-label={accessibleName ?? (typeof label === "string" ? label : undefined)}
        />
      ) : null}
    </span>
  );
}
