import { Skeleton } from "antd";
import { lazy, Suspense } from "react";
import type { RichTextEditorProps } from "./RichTextEditorContent.tsx";

export type { RichTextEditorProps } from "./RichTextEditorContent.tsx";

const LazyEditor = lazy(() =>
  import("./RichTextEditorContent.tsx").then((module) => ({
    default: module.RichTextEditorContent,
  })),
);

/**
 * The one rich-text editor of the site, for any long text, Ant Design Form compatible
 * (`value`/`onChange`). Its code (TipTap, highlighting, charts) loads on first use only.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} className="rte-loading" />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}
