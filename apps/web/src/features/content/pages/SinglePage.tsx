import type { SinglePageKey } from "@portal/shared";
import { useLocation } from "react-router";
import { useSinglePage } from "../api.ts";
import { TextLoadState } from "../components/TextLoadState.tsx";
import { TextReader } from "../components/TextReader.tsx";
import "../content.css";

const pageKeys: Record<string, SinglePageKey> = {
  "/subscribe": "subscribe",
  "/valueadd": "valueadd",
  "/aboutus": "aboutus",
};

/** /subscribe, /valueadd and /aboutus: the single page staff wrote for the path. */
export function SinglePage() {
  const key = pageKeys[useLocation().pathname] ?? "aboutus";
  const page = useSinglePage(key);
  return <TextLoadState query={page} render={(loaded) => <TextReader text={loaded} />} />;
}
