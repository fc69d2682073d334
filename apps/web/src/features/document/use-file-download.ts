import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { type DownloadRequest, http } from "../../lib/http.ts";
import { invalidateDocumentViews } from "./api.ts";

/**
 * One download through the http client (it carries the session, a link cannot), with its
 * progress for a bar. Failures are shown by the client; the download counts change, so the
 * lists are refreshed afterwards. Leaving the page cancels a download on its way.
 */
export function useFileDownload() {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function start(request: DownloadRequest): Promise<string | null> {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPercent(0);
    try {
      const name = await http.download(request.path, {
        query: request.query,
        fallbackName: request.fallbackName,
        onProgress: setPercent,
        signal: current.signal,
      });
      void invalidateDocumentViews(queryClient);
      return name;
    } catch {
      return null;
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setPercent(null);
      }
    }
  }

  return { start, percent, downloading: percent !== null };
}
