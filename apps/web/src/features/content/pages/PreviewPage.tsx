import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useAppStore } from "../../../lib/app-store.ts";
import { TextLoadState } from "../components/TextLoadState.tsx";
import { TextNotFound } from "../components/TextNotFound.tsx";
import { TextReader } from "../components/TextReader.tsx";
import { useTextRecord } from "../management/api.ts";
import "../content.css";

/**
 * /preview/:id: a text exactly as it will look once published, for content editors; read as
 * the edit form reads it, so a preview never counts a read.
 */
export function PreviewPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const signedIn = useAppStore((state) => state.token !== null);
  const valid = Number.isSafeInteger(id) && id > 0;
  const text = useTextRecord(signedIn && valid ? id : null);
  if (!signedIn) {
    return (
      <Result
        status="403"
        title={t("content.preview.staffOnly")}
        extra={
          <Link to={`/server/login?redirect=${encodeURIComponent(`/preview/${id}`)}`}>
            <Button type="primary">{t("content.preview.staffSignIn")}</Button>
          </Link>
        }
      />
    );
  }
  if (!valid) return <TextNotFound />;
  return <TextLoadState query={text} render={(loaded) => <TextReader text={loaded} preview />} />;
}
