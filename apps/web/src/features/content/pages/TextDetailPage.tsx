import { useParams } from "react-router";
import { useText } from "../api.ts";
import { TextLoadState } from "../components/TextLoadState.tsx";
import { TextNotFound } from "../components/TextNotFound.tsx";
import { TextReader } from "../components/TextReader.tsx";
import "../content.css";

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
