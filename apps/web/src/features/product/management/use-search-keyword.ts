import { debounce } from "@portal/shared";
import { useEffect, useMemo, useState } from "react";

/** The text typed into a search select, settled once typing pauses (the spec's 200 ms). */
export function useSearchKeyword() {
  const [keyword, setKeyword] = useState("");
  const onSearch = useMemo(() => debounce((text: string) => setKeyword(text.trim())), []);
  useEffect(() => () => onSearch.cancel(), [onSearch]);
  return { keyword, onSearch };
}
