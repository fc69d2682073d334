import type { FormInstance } from "antd";
import { useEffect, useRef, useState } from "react";
import { submitModalForm } from "../../../lib/form-submit.ts";
import type { UploadProgress } from "./api.ts";

/**
 * The OK and Cancel of a modal form that sends a file with its fields: OK checks the fields
 * and sends them with the file, keeping its progress (0-100, null when nothing is on its way)
 * for a bar; Cancel, and leaving the page, stop an upload on its way. `send` answers the
 * success text.
 */
export function useUploadForm<Values extends { file?: File | null }>(
  form: FormInstance<Values>,
  send: (values: Values, file: File, progress: UploadProgress) => Promise<string>,
  close: () => void,
) {
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  async function upload(values: Values, file: File): Promise<string> {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPercent(0);
    try {
      return await send(values, file, { onProgress: setPercent, signal: current.signal });
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setPercent(null);
      }
    }
  }

  const submit = () =>
    submitModalForm(
      form,
      async (values) => (values.file ? upload(values, values.file) : null),
      close,
    );
  const cancel = () => {
    controller.current?.abort();
    close();
  };
  return { percent, submit, cancel };
}
