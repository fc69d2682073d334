import { useMemo } from "react";
import { highlightedParts } from "../highlight.ts";
import "./highlighted-text.css";

/** A result's words with the query's words marked; shown as text, so markup in it stays text. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  const parts = useMemo(() => {
    let offset = 0;
    return highlightedParts(text, query).map((part) => {
      const start = offset;
      offset += part.text.length;
      return { ...part, start };
    });
  }, [text, query]);
  return (
    <>
      {parts.map((part) =>
        part.match ? (
          <mark key={part.start} className="search-match">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
