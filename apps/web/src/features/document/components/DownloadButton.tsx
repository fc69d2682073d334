import { DownloadOutlined } from "@ant-design/icons";
import { Button, type ButtonProps } from "antd";
import { lazy, type ReactNode, Suspense } from "react";
import type { DownloadRequest } from "../../../lib/http.ts";
import { useFileDownload } from "../use-file-download.ts";
import "./download-button.css";

// Ant Design's Progress (about 6 KB gzipped) loads with the first download, not with the list.
const loadProgress = () => import("./DownloadProgress.tsx");
const DownloadProgress = lazy(() =>
  loadProgress().then((module) => ({ default: module.DownloadProgress })),
);

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
        onPointerEnter={() => void loadProgress()}
        onFocus={() => void loadProgress()}
        onClick={() => void download.start(request)}
      >
        {label}
      </Button>
      {download.percent !== null ? (
        <Suspense fallback={null}>
          <DownloadProgress
            percent={download.percent}
            label={accessibleName ?? (typeof label === "string" ? label : undefined)}
          />
        </Suspense>
      ) : null}
    </span>
  );
}
