import { Progress } from "antd";

/** The bar under a download while the file arrives, loaded with the first download. */
export function DownloadProgress({ percent, label }: { percent: number; label?: string }) {
  return (
    <Progress percent={percent} size="small" className="download-progress" aria-label={label} />
  );
}
