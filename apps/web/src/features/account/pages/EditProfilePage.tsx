import { Skeleton } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card } from "../../../components/card/Card.tsx";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useCurrentUser } from "../api.ts";
import { ProfileForm } from "../components/ProfileForm.tsx";

/** /editperson: the signed-in user's profile, avatar included. */
export function EditProfilePage() {
  const { t } = useTranslation();
  const current = useCurrentUser();
  let body: ReactNode;
  if (current.isPending) body = <Skeleton active avatar paragraph={{ rows: 8 }} />;
  else if (current.isError || !current.data) {
    body = (
      <LoadFailure
        title={t("account.profile.loadFailed")}
        error={current.error}
        onRetry={() => void current.refetch()}
      />
    );
  } else body = <ProfileForm key={current.data.user.id} user={current.data.user} />;

  return (
    <div className="page-container page-narrow">
      <Card>
        <h1 className="page-title">{t("account.profile.title")}</h1>
        <p className="page-subtitle">{t("account.profile.subtitle")}</p>
        {body}
      </Card>
    </div>
  );
}
