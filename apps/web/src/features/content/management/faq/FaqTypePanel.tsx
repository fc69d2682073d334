import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import type { FaqType } from "@portal/shared";
import { Button, Space } from "antd";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../../components/management/ConfirmDeleteButton.tsx";
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
import { showSuccess } from "../../../../lib/feedback.ts";
import { contentKeys } from "../../api.ts";
import { faqViews, useDeleteFaqType, useFaqTypes, useSortFaqTypes } from "./api.ts";
import { FaqTypeNameField } from "./FaqFields.tsx";
import { FaqTypeModal } from "./FaqTypeModal.tsx";
import { movedIds } from "./moved-ids.ts";

/**
 * The question types in their order: the page's "new" and each row's rename open the dialog;
 * a type moves up or down, and is deleted once it holds no question.
 */
export function FaqTypePanel({ form }: { form: ReturnType<typeof useEditing<FaqType | null>> }) {
  const { t } = useTranslation();
  const types = useFaqTypes();
  const sort = useSortFaqTypes();
  const remove = useDeleteFaqType();
  const translating = useEditing<{ id: number; name: string }>();
  const rows = types.data ?? [];
  const recordOf = (type: FaqType) =>
    recordFromList(types, type, (list) => list.find((row) => row.id === type.id));

  async function move(index: number, offset: -1 | 1) {
    await sort.mutateAsync(movedIds(rows, index, offset));
    showSuccess(t("content.faqManagement.types.reordered"));
  }

  const columns: ManagementColumn<FaqType>[] = [
    {
      key: "order",
      title: t("content.faqManagement.types.order"),
      width: 100,
      render: (_, type, index) => (
        <Space size={0}>
          <Button
            type="text"
            icon={<ArrowUpOutlined aria-hidden />}
            disabled={index === 0 || sort.isPending}
            aria-label={t("content.faqManagement.types.moveUp", { name: type.name })}
            onClick={() => void move(index, -1)}
          />
          <Button
            type="text"
            icon={<ArrowDownOutlined aria-hidden />}
            disabled={index === rows.length - 1 || sort.isPending}
            aria-label={t("content.faqManagement.types.moveDown", { name: type.name })}
            onClick={() => void move(index, 1)}
          />
        </Space>
      ),
    },
    {
      key: "name",
      title: t("content.faqManagement.types.name"),
      render: (_, type) => (
        <>
          <CutText text={type.name} lang={type.localization.originalLanguage} />
          <TranslationStateTags
            originalLanguage={type.localization.originalLanguage}
            translations={type.translations}
          />
        </>
      ),
    },
    {
      key: "count",
      title: t("content.faqManagement.types.count"),
      width: 100,
      align: "right",
      dataIndex: "faqCount",
    },
  ];

  return (
    <ListOrFailure query={types}>
      <ManagementTable<FaqType>
        table="faq-types"
        rowKey="id"
        columns={columns}
        rows={rows}
        loading={types.isFetching || sort.isPending}
        emptyText={t("content.faqManagement.types.empty")}
        actions={{
          width: 230,
          render: (type) => (
            <Space size={0}>
              <RowActions
                onEdit={() => form.open(type)}
                onTranslate={() => translating.open({ id: type.id, name: type.name })}
              />
              <ConfirmDeleteButton
                withIcon
                question={t("content.faqManagement.types.deleteConfirm", { name: type.name })}
                blocked={
                  type.faqCount > 0
                    ? t("content.faqManagement.types.notEmpty", { count: type.faqCount })
                    : undefined
                }
                onDelete={() => remove.mutateAsync(type.id)}
              />
            </Space>
          ),
        }}
      />
      {form.editing ? (
        <FaqTypeModal
          key={form.editing.key}
          record={form.editing.target ? recordOf(form.editing.target) : null}
          nextSort={rows.length === 0 ? 0 : Math.max(...rows.map((row) => row.sort)) + 1}
          onClosed={form.close}
        />
      ) : null}
      {translating.editing ? (
        <NameTranslationDrawer
          key={translating.editing.key}
          target={translating.editing.target}
          onClosed={translating.close}
          base="/api/faqType"
          queryKey={[...contentKeys.faqTypes, "translations", translating.editing.target.id]}
          views={faqViews}
          nameField={<FaqTypeNameField />}
        />
      ) : null}
    </ListOrFailure>
  );
}
