import type { UserAdditionalInfo } from "@portal/shared";
import { useQuery } from "@tanstack/react-query";
import { Alert } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAppStore } from "../../lib/app-store.ts";
import { http } from "../../lib/http.ts";

/** Remembers which notice was closed, so it comes back only when a newer failure happens. */
const dismissedKey = "management.failedSignIns.dismissed";

function readDismissed() {
  try {
    return localStorage.getItem(dismissedKey);
  } catch {
    return null;
  }
}

/** The failed sign-ins on the staff member's account since their previous sign-in. */
export function FailedSignInNotice() {
  const { t, i18n } = useTranslation();
  const token = useAppStore((state) => state.token);
  const [dismissed, setDismissed] = useState(readDismissed);
  const info = useQuery({
    queryKey: ["userAdditionalInfo", token],
    queryFn: ({ signal }) =>
      http.get<UserAdditionalInfo>("/api/user/userAddtionInfo", { signal, quiet: true }),
    enabled: token !== null,
    staleTime: 60_000,
  });
  const failed = info.data?.failedSignIns;
  if (!failed || failed.count === 0 || !failed.lastAt || failed.lastAt === dismissed) return null;
  const lastAt = failed.lastAt;
  return (
    <Alert
      type="warning"
      showIcon
      closable={{
        "aria-label": t("management.failedSignIns.close"),
        onClose: () => {
          try {
            localStorage.setItem(dismissedKey, lastAt);
          } catch {
            // Without storage the notice closes for this page view only.
          }
          setDismissed(lastAt);
        },
      }}
      className="management-failed-sign-ins"
      data-testid="failed-sign-in-notice"
      title={t("management.failedSignIns.message", {
        failures: failed.count,
        lastAt: new Date(lastAt).toLocaleString(i18n.language),
      })}
    />
  );
}
