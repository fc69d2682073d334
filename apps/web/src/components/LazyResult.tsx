import type { ResultProps } from "antd";
import { lazy, Suspense } from "react";

const AntdResult = lazy(() => import("antd/es/result/index.js"));

/**
 * Ant Design's `Result`, fetched the first time one is shown: its module carries the pictures of
 * every status (about 9 KB gzipped), and a page shows one only when a load failed or a record is
 * not there, so it stays out of the pages' first load.
 */
export function Result(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <AntdResult {...props} />
    </Suspense>
  );
}
