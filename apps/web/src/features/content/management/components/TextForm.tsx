import { contentLimits, singlePageKeys, type TextType, textStatuses } from "@portal/shared";
import { Col, Form, type FormInstance, Input, InputNumber, Radio, Row, Select, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { OriginalLanguageField } from "../../../../components/management/OriginalLanguageField.tsx";
import type { TextFormValues } from "../text-form-values.ts";
import {
  materialCategoryLabelKey,
  type TextSection,
  textDraftKey,
  textSectionSettings,
} from "../text-sections.ts";
import { FileAddressField } from "./FileAddressField.tsx";
import { NoticeProductSelect } from "./NoticeProductSelect.tsx";
import { TextBodyField } from "./TextBodyField.tsx";

const sortLimit = 100_000;

/** Every field of a text; the limits are the shared `contentLimits` the server checks. */
export function TextForm({
  form,
  initialValues,
  section,
  textId,
}: {
  form: FormInstance<TextFormValues>;
  initialValues: TextFormValues;
  section: TextSection;
  /** The text edited, null for a new one: its editor draft is kept apart. */
  textId: number | null;
}) {
  const { t } = useTranslation();
  const settings = textSectionSettings[section];
  const type = Form.useWatch("type", form) ?? initialValues.type;
  const label = (field: string) => t(`content.management.form.${field}`);
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t("content.management.form.required", { field: label(field) }),
  });
  const chosen = (field: string) => ({
    required: true,
    message: t("content.management.form.choose", { field: label(field) }),
  });
  const maxLength = (field: string, max: number) => ({
    max,
    message: t("content.management.form.tooLong", { field: label(field), max }),
  });

  return (
    <Form<TextFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      className="text-form"
      scrollToFirstError
    >
      <Row gutter={16}>
        {settings.types.length > 1 ? (
          <Col xs={24} md={12}>
            <Form.Item name="type" label={label("type")} rules={[chosen("type")]}>
              <Select<TextType>
                options={settings.types.map((value) => ({
                  value,
                  label: t(`content.types.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          <OriginalLanguageField />
        </Col>
        {type === "notice" ? (
          <Col xs={24} md={12}>
            <Form.Item name="productId" label={label("product")} extra={label("productHint")}>
              <NoticeProductSelect />
            </Form.Item>
          </Col>
        ) : null}
        {type === "page" ? (
          <Col xs={24} md={12}>
            <Form.Item name="pageKey" label={label("pageKey")} rules={[chosen("pageKey")]}>
              <Select
                options={singlePageKeys.map((value) => ({
                  value,
                  label: t(`content.management.pageKeys.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <Form.Item
        name="title"
        label={label("title")}
        rules={[required("title"), maxLength("title", contentLimits.titleMaxLength)]}
      >
        <Input maxLength={contentLimits.titleMaxLength} showCount />
      </Form.Item>
      <Form.Item
        name="summary"
        label={label("summary")}
        rules={[maxLength("summary", contentLimits.summaryMaxLength)]}
      >
        <Input.TextArea
          maxLength={contentLimits.summaryMaxLength}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="cover"
            label={label("cover")}
            rules={[maxLength("cover", contentLimits.urlMaxLength)]}
          >
            <FileAddressField kind="image" aria-label={label("cover")} />
          </Form.Item>
        </Col>
        {type === "schoolVideo" ? (
          <Col xs={24} md={12}>
            <Form.Item
              name="videoUrl"
              label={label("video")}
              extra={label("videoHint")}
              dependencies={["status"]}
              rules={[
                // A draft may wait for its video; a published one must play.
                ({ getFieldValue }) => ({
                  required: getFieldValue("status") === "published",
                  whitespace: true,
                  message: t("content.management.form.videoRequired"),
                }),
                maxLength("video", contentLimits.urlMaxLength),
              ]}
            >
              <FileAddressField kind="video" aria-label={label("video")} />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="category"
            label={label("category")}
            rules={
              settings.categories
                ? [chosen("category")]
                : [maxLength("category", contentLimits.categoryMaxLength)]
            }
          >
            {settings.categories ? (
              <Select
                options={settings.categories.map((value) => ({
                  value,
                  label: t(materialCategoryLabelKey(value)),
                }))}
              />
            ) : (
              <Input maxLength={contentLimits.categoryMaxLength} />
            )}
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="tags"
            label={label("tags")}
            extra={t("content.management.form.tagsHint", {
              max: contentLimits.tagsMax,
              length: contentLimits.tagMaxLength,
            })}
            rules={[
              {
                validator: async (_rule, tags: string[] | undefined) => {
                  if ((tags?.length ?? 0) > contentLimits.tagsMax) {
                    throw new Error(
                      t("content.management.form.tooManyTags", { max: contentLimits.tagsMax }),
                    );
                  }
                  if (tags?.some((tag) => tag.trim().length > contentLimits.tagMaxLength)) {
                    throw new Error(
                      t("content.management.form.tagTooLong", { max: contentLimits.tagMaxLength }),
                    );
                  }
                },
              },
            ]}
          >
            <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[",", "，"]} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <Form.Item name="pinned" label={label("pinned")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="sort" label={label("sort")} tooltip={label("sortHint")}>
            <InputNumber min={-sortLimit} max={sortLimit} precision={0} className="text-sort" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="status" label={label("status")}>
            <Radio.Group
              optionType="button"
              options={textStatuses.map((value) => ({
                value,
                label: t(`content.management.statuses.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <TextBodyField draftKey={textDraftKey(section, textId)} />
    </Form>
  );
}
