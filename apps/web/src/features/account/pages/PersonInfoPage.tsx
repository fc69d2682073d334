import { EditOutlined, UserOutlined } from "@ant-design/icons";
import { formatDate } from "@portal/shared";
import { Avatar, Button, Card, Descriptions, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { LoadFailure } from "../../../components/LoadFailure.tsx";
import { useAppStore } from "../../../lib/app-store.ts";
import { HttpError } from "../../../lib/http.ts";
import { useCurrentUser, useDictionary, usePublicUser } from "../api.ts";
import { PersonNotFound } from "../components/PersonNotFound.tsx";
import { UserTitleTag } from "../components/UserTitleTag.tsx";
import { dictionaryLabel } from "../dictionary-label.ts";
import "../account.css";

/** /personinfo/:id: a user's public profile (masked phone, title, area, field, join date). */
export function PersonInfoPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const person = usePublicUser(id);
  const areas = useDictionary("area", person.isSuccess);
  const fields = useDictionary("field", person.isSuccess);
  const current = useCurrentUser();
  const language = useAppStore((state) => state.language);

  if (!validId) {
    return (
      <div className="page-container page-narrow">
        <PersonNotFound />
      </div>
    );
  }
  if (person.isPending) {
    return (
      <div className="page-container page-narrow">
        <Card>
          <Skeleton active avatar paragraph={{ rows: 5 }} />
        </Card>
      </div>
    );
  }
  if (person.isError) {
    const missing = person.error instanceof HttpError && person.error.status === 404;
    return (
      <div className="page-container page-narrow">
        {missing ? (
          <PersonNotFound />
        ) : (
          <Card>
            <LoadFailure
              title={t("account.personInfo.loadFailed")}
              error={person.error}
              onRetry={() => void person.refetch()}
            />
          </Card>
        )}
      </div>
    );
  }

  const user = person.data;
  const area = areas.data?.find((entry) => entry.id === user.areaId);
  const field = fields.data?.find((entry) => entry.id === user.fieldId);
  const isSelf = current.data?.user.id === user.id;
  const name = user.deleted
    ? t("account.personInfo.deletedUser")
    : user.nickname || t("account.personInfo.unnamed", { id: user.id });
  const notProvided = <span className="text-muted">{t("common.notProvided")}</span>;

  if (user.deleted) {
    return (
      <div className="page-container page-narrow">
        <Card>
          <div className="person-header">
            <Avatar size={96} icon={<UserOutlined />} alt={name} />
            <div className="person-header-text">
              <h1 className="page-title">{name}</h1>
              <p className="person-signature">{t("account.personInfo.deletedNotice")}</p>
            </div>
          </div>
        </Card>
      </div>
    );
  }

  return (
    <div className="page-container page-narrow">
      <Card>
        <div className="person-header">
          <Avatar size={96} src={user.avatarUrl || undefined} icon={<UserOutlined />} alt={name} />
          <div className="person-header-text">
            <h1 className="page-title" data-user-content={user.nickname ? true : undefined}>
              {name}
            </h1>
            <UserTitleTag title={user.title} />
            {user.signature ? (
              <p className="person-signature" data-user-content>
                {user.signature}
              </p>
            ) : (
              <p className="person-signature">{t("account.personInfo.noSignature")}</p>
            )}
          </div>
          {isSelf ? (
            <Link to="/editperson" className="person-edit">
              <Button icon={<EditOutlined />}>{t("common.editProfile")}</Button>
            </Link>
          ) : null}
        </div>
        <Descriptions
          column={{ xs: 1, sm: 2 }}
          bordered
          size="middle"
          items={[
            {
              key: "company",
              label: t("account.personInfo.company"),
              children: user.company ? <span data-user-content>{user.company}</span> : notProvided,
            },
            {
              key: "area",
              label: t("account.personInfo.area"),
              children: area ? dictionaryLabel(area, language) : notProvided,
            },
            {
              key: "field",
              label: t("account.personInfo.field"),
              children: field ? dictionaryLabel(field, language) : notProvided,
            },
            {
              key: "phone",
              label: t("account.personInfo.phone"),
              children: user.maskedPhone || notProvided,
            },
            {
              key: "joined",
              label: t("account.personInfo.joined"),
              children: formatDate(user.createdAt) || notProvided,
            },
          ]}
        />
      </Card>
    </div>
  );
}
