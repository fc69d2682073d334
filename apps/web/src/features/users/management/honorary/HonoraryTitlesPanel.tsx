import type { HonoraryTitle } from "@portal/shared";
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
import {
  honoraryTitleTranslationsKey,
  honoraryTitleViews,
  useDeleteHonoraryTitle,
  useHonoraryTitles,
} from "../../api.ts";
import { HonoraryTitleModal } from "./HonoraryTitleModal.tsx";
import { HonoraryTitleNameField } from "./HonoraryTitleNameField.tsx";

/**
 * The honorary titles staff give members: the page's "new" and each row's edit open the
 * dialog. A held title's delete is still offered: the server refuses it, naming how many hold
 * it, so staff learn why rather than meeting a greyed button.
 */
export function HonoraryTitlesPanel({
  form,
}: {
  form: ReturnType<typeof useEditing<HonoraryTitle | null>>;
}) {
  const { t } = useTranslation();
  const titles = useHonoraryTitles();
  const remove = useDeleteHonoraryTitle();
  const translating = useEditing<{ id: number; name: string }>();
  const rows = titles.data ?? [];

  const columns: ManagementColumn<HonoraryTitle>[] = [
    {
      key: "name",
      title: t("users.honoraryTitles.name"),
      render: (_, title) => (
        <CutText text={title.name} lang={title.localization.originalLanguage} />
      ),
    },
    {
      key: "languages",
      title: t("users.honoraryTitles.languages"),
      width: 150,
      render: (_, title) => (
        <TranslationStateTags
          originalLanguage={title.localization.originalLanguage}
          translations={title.translations}
        />
      ),
    },
    {
      key: "holders",
      title: t("users.honoraryTitles.holders"),
      width: 100,
      align: "right",
      dataIndex: "holders",
    },
  ];

  return (
    <ListOrFailure query={titles}>
      <ManagementTable<HonoraryTitle>
        table="honorary-titles"
        rowKey="id"
        columns={columns}
        rows={rows}
        loading={titles.isFetching}
        emptyText={t("users.honoraryTitles.empty")}
        actions={{
          width: 230,
          render: (title) => (
            <RowActions
              onEdit={() => form.open(title)}
              onTranslate={() => translating.open({ id: title.id, name: title.name })}
              removal={{
                question: t("users.honoraryTitles.deleteConfirm", { name: title.name }),
                doneMessage: t("common.management.deleted"),
                remove: () => remove.mutateAsync(title.id),
              }}
            />
          ),
        }}
      />
      {form.editing ? (
        <HonoraryTitleModal
          key={form.editing.key}
          record={
            form.editing.target
              ? recordFromList(titles, form.editing.target, (list) =>
                  list.find((row) => row.id === form.editing?.target?.id),
                )
              : null
          }
          nextSort={rows.length === 0 ? 0 : Math.max(...rows.map((row) => row.sort)) + 1}
          onClosed={form.close}
        />
      ) : null}
      {translating.editing ? (
        <NameTranslationDrawer
          key={translating.editing.key}
          target={translating.editing.target}
          onClosed={translating.close}
          base="/api/honoraryTitle"
          queryKey={honoraryTitleTranslationsKey(translating.editing.target.id)}
          views={honoraryTitleViews}
          nameField={<HonoraryTitleNameField />}
        />
      ) : null}
    </ListOrFailure>
  );
}
