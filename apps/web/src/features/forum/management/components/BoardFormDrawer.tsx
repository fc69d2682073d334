import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { type BoardInput, type ForumBoardAdmin, forumLimits } from "@portal/shared";
import { Button, Checkbox, Form, Input, InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import {
  type FormRecord,
  VersionedForm,
} from "../../../../components/management/VersionedForm.tsx";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { filledSentence, valueSlot } from "../../components/filled-sentence.tsx";
import { useSaveBoard } from "../api.ts";
import { BoardWordsFields } from "./BoardWordsFields.tsx";
import "./forum-management.css";

type Values = BoardInput;

const emptyValues: Values = {
  name: "",
  description: "",
  icon: "",
  sort: 0,
  template: [],
};

function valuesOf(board: ForumBoardAdmin): Values {
  return {
    name: board.name,
    description: board.description,
    icon: board.icon ?? "",
    sort: board.sort,
    template: board.template,
  };
}

/**
 * Adds a board (`record` null) or edits one as written: its name and description in Simplified
 * Chinese, icon, order and the question template members fill in when posting there. Its other
 * languages are versions of their own (`BoardTranslationDrawer`).
 */
export function BoardFormDrawer({
  record,
  onClosed,
}: {
  record: FormRecord<ForumBoardAdmin> | null;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveBoard();
  const fill = (label: string) => requiredRule(t, "forum-management.common.fill", { field: label });
  const words = (key: string) => t(`forum-management.boards.${key}`);

  return (
    <VersionedForm<Values, ForumBoardAdmin>
      container="drawer"
      width={760}
      title={
        record?.data
          ? filledSentence(
              t("forum-management.boards.editTitle", { name: valueSlot }),
              <span lang={record.data.language}>{record.data.name}</span>,
            )
          : words("createTitle")
      }
      form={form}
      record={record}
      valuesOf={valuesOf}
      savedMessage={() => words(record ? "saved" : "created")}
      save={(values, version) =>
        save.mutateAsync({
          id: record?.data?.id ?? null,
          version,
          input: {
            ...values,
            icon: values.icon?.trim() ?? "",
            template: (values.template ?? []).map((field) => ({
              ...field,
              required: Boolean(field.required),
            })),
          },
        })
      }
      saving={save.isPending}
      onClosed={onClosed}
    >
      {(stored) => (
        <Form form={form} layout="vertical" initialValues={stored ? valuesOf(stored) : emptyValues}>
          <BoardWordsFields original />
          <Form.Item
            name="icon"
            label={words("icon")}
            extra={words("iconHint")}
            rules={[maxLengthRule(t, forumLimits.boardIconMaxLength)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="sort" label={words("sort")} extra={words("sortHint")}>
            <InputNumber min={-100_000} max={100_000} precision={0} />
          </Form.Item>
          <Form.Item label={words("template")} extra={words("templateHint")}>
            <Form.List name="template">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field, index) => (
                    <fieldset
                      key={field.key}
                      className="forum-management-template-field"
                      aria-label={`${words("template")} ${index + 1}`}
                    >
                      <Form.Item
                        name={[field.name, "key"]}
                        label={words("fieldKey")}
                        tooltip={words("fieldKeyHint")}
                        rules={[
                          fill(words("fieldKey")),
                          {
                            pattern: /^[a-z][a-zA-Z0-9_]{0,29}$/,
                            message: words("fieldKeyHint"),
                          },
                        ]}
                      >
                        <Input autoComplete="off" />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, "label"]}
                        label={words("fieldLabel")}
                        rules={[fill(words("fieldLabel")), maxLengthRule(t, 40)]}
                      >
                        <Input autoComplete="off" />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, "labelEn"]}
                        label={words("fieldLabelEn")}
                        rules={[fill(words("fieldLabelEn")), maxLengthRule(t, 60)]}
                      >
                        <Input autoComplete="off" />
                      </Form.Item>
                      <Form.Item name={[field.name, "kind"]} label={words("fieldKind")}>
                        <Select
                          options={(["text", "textarea"] as const).map((kind) => ({
                            value: kind,
                            label: t(`forum-management.boards.fieldKinds.${kind}`),
                          }))}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, "required"]} valuePropName="checked" label=" ">
                        <Checkbox>{words("fieldRequired")}</Checkbox>
                      </Form.Item>
                      <Form.Item label=" ">
                        <Button
                          danger
                          icon={<DeleteOutlined aria-hidden />}
                          onClick={() => remove(field.name)}
                        >
                          {words("removeField")}
                        </Button>
                      </Form.Item>
                    </fieldset>
                  ))}
                  <Button
                    icon={<PlusOutlined aria-hidden />}
                    disabled={fields.length >= forumLimits.boardTemplateFieldsMax}
                    onClick={() =>
                      add({ key: "", label: "", labelEn: "", kind: "text", required: false })
                    }
                  >
                    {words("addField")}
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
        </Form>
      )}
    </VersionedForm>
  );
}
