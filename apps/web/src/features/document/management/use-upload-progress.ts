import { useEffect, useRef, useState } from "react";
import type { UploadProgress } from "./api.ts";

/**
 * Runs one upload at a time with its progress (0-100, null when none is on its way).
 * `cancel` stops it, and so does leaving the page.
 */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function run<T>(send: (progress: UploadProgress) => Promise<T>): Promise<T> {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPercent(0);
    try {
      return await send({ onProgress: setPercent, signal: current.signal });
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setPercent(null);
      }
    }
  }

  return { percent, run, cancel: () => controller.current?.abort() };
}
