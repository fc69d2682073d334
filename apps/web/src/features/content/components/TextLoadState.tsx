import type { TextDetail } from "@portal/shared";
import type { UseQueryResult } from "@tanstack/react-query";
import { Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { HttpError } from "../../../lib/http.ts";
import { TextNotFound } from "./TextNotFound.tsx";

/** A text being read: its skeleton, not found, a failure with retry, or `render` of the text. */
export function TextLoadState({
  query,
  render,
}: {
  query: UseQueryResult<TextDetail>;
  render: (text: TextDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="page-container page-narrow">
        <Card>
          <Skeleton active title paragraph={{ rows: 10 }} />
        </Card>
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof HttpError && [400, 404].includes(query.error.status)) {
      return <TextNotFound />;
    }
    return (
      <div className="page-container page-narrow">
        <Card>
          <LoadFailure
            title={t("content.detail.loadFailed")}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        </Card>
      </div>
    );
  }
  return <>{render(query.data)}</>;
}
