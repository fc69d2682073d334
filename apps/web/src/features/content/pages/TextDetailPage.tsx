import { useParams } from "react-router";
import { useAppStore } from "../../../lib/app-store.ts";
import { primeQueries } from "../../../lib/prime-queries.ts";
import { positiveIntegerParam } from "../../../lib/url-params.ts";
import { contentQueries, useText } from "../api.ts";
import { TextLoadState } from "../components/TextLoadState.tsx";
import { TextNotFound } from "../components/TextNotFound.tsx";
import { TextReader } from "../components/TextReader.tsx";
import "../content.css";

/** The text, asked for before the page draws. */
export const textLoader = primeQueries(({ params }) => {
  const id = positiveIntegerParam(params.id ?? null);
  return id === null ? [] : [contentQueries.text(id, useAppStore.getState().token)];
});

/**
 * /notice/detail/:id, /marketing/detail/:id, /school/article/:id, /school/video/:id and
 * /solution/detail/:id: one published text; opening it counts a read.
 */
export function TextDetailPage() {
  const id = Number(useParams().id);
  const text = useText(id);
  if (!Number.isSafeInteger(id) || id <= 0) return <TextNotFound />;
  return <TextLoadState query={text} render={(loaded) => <TextReader text={loaded} />} />;
}
