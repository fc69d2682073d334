import { type SurveyItem, surveyLimits } from "@portal/shared";
import { Alert, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { type FormRecord, VersionedForm } from "../../../components/management/VersionedForm.tsx";
import { requiredRule } from "../../../lib/form-rules.ts";
import { useSaveSurvey } from "../api.ts";
import { SurveyQuestionsField } from "./SurveyQuestionsField.tsx";
import { type SurveyFormValues, surveyFormValuesOf, surveyInputOf } from "./survey-form.ts";

/** Where a field the server names sits in the form: `questions.0.options` is a nested path. */
const fieldPath = () => (field: string) =>
  field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Adds (`record` null) or edits a questionnaire: its words, dates and questions. Once it has
 * responses the questions are shown read only, since the server refuses to change them.
 */
export function SurveyFormDrawer({
  record,
  onClosed,
}: {
  record: FormRecord<SurveyItem> | null;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SurveyFormValues>();
  const save = useSaveSurvey();
  const responses = record?.data?.responses ?? 0;

  return (
    <VersionedForm
      container="drawer"
      width={640}
      title={t(record ? "survey.management.editTitle" : "survey.management.createTitle")}
      form={form}
      record={record}
      valuesOf={(survey) => surveyFormValuesOf(survey)}
      save={(values, version) =>
        save.mutateAsync({ id: record?.data?.id ?? null, version, input: surveyInputOf(values) })
      }
      saving={save.isPending}
      fieldPathOf={fieldPath}
      onClosed={onClosed}
    >
      {(stored) => (
        <Form form={form} layout="vertical" initialValues={surveyFormValuesOf(stored)}>
          <Form.Item
            name="title"
            label={t("survey.management.form.title")}
            rules={[requiredRule(t, "survey.management.form.titleRequired")]}
          >
            <Input maxLength={surveyLimits.titleMaxLength} />
          </Form.Item>
          <Form.Item
            name="description"
            label={t("survey.management.form.description")}
            extra={t("survey.management.form.descriptionHelp")}
          >
            <Input.TextArea rows={3} maxLength={surveyLimits.descriptionMaxLength} />
          </Form.Item>
          <div className="survey-form-times">
            <Form.Item
              name="opensAt"
              label={t("survey.management.form.opensAt")}
              rules={[requiredRule(t, "survey.management.form.timeRequired")]}
            >
              <Input type="datetime-local" />
            </Form.Item>
            <Form.Item
              name="closesAt"
              label={t("survey.management.form.closesAt")}
              dependencies={["opensAt"]}
              rules={[
                requiredRule(t, "survey.management.form.timeRequired"),
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: string | undefined) => {
                    const opensAt = getFieldValue("opensAt") as string | undefined;
                    if (value && opensAt && Date.parse(value) <= Date.parse(opensAt)) {
                      throw new Error(t("survey.management.form.closesBeforeOpens"));
                    }
                  },
                }),
              ]}
            >
              <Input type="datetime-local" />
            </Form.Item>
          </div>
          <h3 className="survey-form-section">{t("survey.management.form.questions")}</h3>
          {responses > 0 ? (
            <Alert
              className="form-alert"
              type="info"
              showIcon
              title={t("survey.management.form.locked", { count: responses })}
            />
          ) : null}
          <SurveyQuestionsField locked={responses > 0} />
        </Form>
      )}
    </VersionedForm>
  );
}
