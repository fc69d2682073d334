import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { type BoardInput, type ForumBoardAdmin, forumLimits } from "@portal/shared";
import { Button, Checkbox, Form, Input, InputNumber, Select } from "antd";
import { useTranslation } from "react-i18next";
import {
  type FormRecord,
  VersionedForm,
} from "../../../../components/management/VersionedForm.tsx";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useSaveBoard } from "../api.ts";
import "./forum-management.css";

type Values = BoardInput;

const emptyValues: Values = {
  name: "",
  nameEn: "",
  description: "",
  descriptionEn: "",
  icon: "",
  sort: 0,
  template: [],
};

function valuesOf(board: ForumBoardAdmin): Values {
  return {
    name: board.name,
    nameEn: board.nameEn,
    description: board.description,
    descriptionEn: board.descriptionEn,
    icon: board.icon ?? "",
    sort: board.sort,
    template: board.template,
  };
}

/**
 * Adds a board (`record` null) or edits one: its names and descriptions in both languages,
 * icon, order and the question template members fill in when posting there.
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
          ? t("forum-management.boards.editTitle", { name: record.data.name })
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
          <Form.Item
            name="name"
            label={words("name")}
            rules={[fill(words("name")), maxLengthRule(t, forumLimits.boardNameMaxLength)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="nameEn"
            label={words("nameEn")}
            rules={[fill(words("nameEn")), maxLengthRule(t, forumLimits.boardNameEnMaxLength)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="description"
            label={words("description")}
            rules={[maxLengthRule(t, forumLimits.boardDescriptionMaxLength)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="descriptionEn"
            label={words("descriptionEn")}
            rules={[maxLengthRule(t, forumLimits.boardDescriptionEnMaxLength)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
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
