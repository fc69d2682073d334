import type { FriendshipLink } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { ListOrFailure } from "../../../../components/management/ManagementListPage.tsx";
import {
  CutText,
  type ManagementColumn,
  ManagementTable,
} from "../../../../components/management/ManagementTable.tsx";
import { NameTranslationDrawer } from "../../../../components/management/NameTranslationDrawer.tsx";
import { RowActions } from "../../../../components/management/RowActions.tsx";
import { TranslationStateTags } from "../../../../components/management/TranslationStateTags.tsx";
import { useEditing } from "../../../../components/management/use-editing.ts";
import { recordFromList } from "../../../../components/management/VersionedForm.tsx";
import { contentKeys } from "../../api.ts";
import { useDeleteLink, useManagedLinks } from "./api.ts";
import { LinkFormModal } from "./LinkFormModal.tsx";
import { LinkNameField } from "./LinkNameField.tsx";

/** The footer's friendship links as written, in order, with the clicks they received; unpaged. */
export function LinkTable({
  form,
}: {
  form: ReturnType<typeof useEditing<FriendshipLink | null>>;
}) {
  const { t } = useTranslation();
  const links = useManagedLinks();
  const translating = useEditing<{ id: number; name: string }>();
  const remove = useDeleteLink();
  const recordOf = (link: FriendshipLink) =>
    recordFromList(links, link, (list) => list.find((row) => row.id === link.id));

  const columns: ManagementColumn<FriendshipLink>[] = [
    {
      key: "name",
      title: t("content.bannerManagement.links.name"),
      width: 220,
      render: (_, link) => (
        <>
          <CutText text={link.name} lang={link.localization.originalLanguage} />
          <TranslationStateTags
            originalLanguage={link.localization.originalLanguage}
            translations={link.translations}
          />
        </>
      ),
    },
    {
      key: "url",
      title: t("content.bannerManagement.links.url"),
      render: (_, link) => <CutText text={link.url} />,
    },
    {
      key: "sort",
      title: t("content.bannerManagement.links.sort"),
      width: 80,
      align: "right",
      dataIndex: "sort",
    },
    {
      key: "clicks",
      title: t("content.bannerManagement.links.clicks"),
      width: 100,
      align: "right",
      dataIndex: "clickCount",
    },
  ];

  return (
    <ListOrFailure query={links}>
      <ManagementTable<FriendshipLink>
        table="friendship-links"
        rowKey="id"
        columns={columns}
        rows={links.data ?? []}
        loading={links.isFetching}
        emptyText={t("content.bannerManagement.links.empty")}
        actions={{
          width: 230,
          render: (link) => (
            <RowActions
              onEdit={() => form.open(link)}
              onTranslate={() => translating.open({ id: link.id, name: link.name })}
              removal={{
                question: t("content.bannerManagement.links.deleteConfirm", { name: link.name }),
                doneMessage: t("common.management.deleted"),
                remove: () => remove.mutateAsync(link.id),
              }}
            />
          ),
        }}
      />
      {form.editing ? (
        <LinkFormModal
          key={form.editing.key}
          record={form.editing.target ? recordOf(form.editing.target) : null}
          onClosed={form.close}
        />
      ) : null}
      {translating.editing ? (
        <NameTranslationDrawer
          key={translating.editing.key}
          target={translating.editing.target}
          onClosed={translating.close}
          base="/api/link"
          queryKey={[...contentKeys.links, "translations", translating.editing.target.id]}
          views={[contentKeys.links]}
          nameField={<LinkNameField />}
        />
      ) : null}
    </ListOrFailure>
  );
}
