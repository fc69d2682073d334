import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  MinusCircleOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import {
  type SurveyQuestionType,
  surveyChoiceTypes,
  surveyLimits,
  surveyQuestionTypes,
} from "@portal/shared";
import { Button, Card, Form, Input, InputNumber, Select, Space, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { requiredRule } from "../../../lib/form-rules.ts";
import { newQuestion, type QuestionValues } from "./survey-form.ts";

/**
 * The question editor: questions in order, each with its type, words, whether it is required,
 * and its options (choices) or top score (ratings); questions and options are added, removed
 * and moved. Read only (`locked`) once the survey has responses.
 */
export function SurveyQuestionsField({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const questions: QuestionValues[] = Form.useWatch("questions", form) ?? [];

  return (
    <Form.List name="questions">
      {(fields, { add, remove, move }) => (
        <div className="survey-questions">
          {fields.map((field, index) => {
            const type = questions[index]?.type ?? "single";
            const number = index + 1;
            return (
              <Card
                key={field.key}
                size="small"
                className="survey-question-card"
                title={t("survey.management.form.question", { index: number })}
                extra={
                  <Space size={0}>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined aria-hidden />}
                      aria-label={`${t("survey.management.form.moveUp")} ${number}`}
                      title={t("survey.management.form.moveUp")}
                      disabled={locked || index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined aria-hidden />}
                      aria-label={`${t("survey.management.form.moveDown")} ${number}`}
                      title={t("survey.management.form.moveDown")}
                      disabled={locked || index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t("survey.management.form.removeQuestion", { index: number })}
                      title={t("survey.management.form.removeQuestion", { index: number })}
                      disabled={locked || fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                }
              >
                <div className="survey-question-head">
                  <Form.Item
                    name={[field.name, "type"]}
                    label={t("survey.management.form.type")}
                    className="survey-question-type"
                  >
                    <Select<SurveyQuestionType>
                      disabled={locked}
                      options={surveyQuestionTypes.map((value) => ({
                        value,
                        label: t(`survey.types.${value}`),
                      }))}
                      onChange={(value) => {
                        const current = form.getFieldValue([
                          "questions",
                          field.name,
                        ]) as QuestionValues;
                        const fresh = newQuestion(value);
                        form.setFieldValue(["questions", field.name], {
                          ...fresh,
                          title: current.title,
                          required: current.required,
                          options:
                            surveyChoiceTypes.includes(value) && current.options.length > 0
                              ? current.options
                              : fresh.options,
                        });
                      }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "required"]}
                    label={t("survey.management.form.required")}
                    valuePropName="checked"
                  >
                    <Switch disabled={locked} />
                  </Form.Item>
                  {type === "rating" ? (
                    <Form.Item
                      name={[field.name, "ratingMax"]}
                      label={t("survey.management.form.ratingMax")}
                      rules={[requiredRule(t, "survey.management.form.ratingMaxRequired")]}
                    >
                      <InputNumber
                        min={surveyLimits.ratingMaxLowest}
                        max={surveyLimits.ratingMaxHighest}
                        precision={0}
                        disabled={locked}
                      />
                    </Form.Item>
                  ) : null}
                </div>
                <Form.Item
                  name={[field.name, "title"]}
                  label={t("survey.management.form.questionTitle")}
                  rules={[requiredRule(t, "survey.management.form.questionTitleRequired")]}
                >
                  <Input maxLength={surveyLimits.questionTitleMaxLength} disabled={locked} />
                </Form.Item>
                {surveyChoiceTypes.includes(type) ? (
                  <OptionsField questionName={field.name} locked={locked} />
                ) : null}
              </Card>
            );
          })}
          <Button
            type="dashed"
            block
            icon={<PlusOutlined aria-hidden />}
            disabled={locked || fields.length >= surveyLimits.questionsMax}
            onClick={() => add(newQuestion())}
          >
            {t("survey.management.form.addQuestion")}
          </Button>
        </div>
      )}
    </Form.List>
  );
}

function OptionsField({ questionName, locked }: { questionName: number; locked: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t("survey.management.form.options")} required>
      <Form.List
        name={[questionName, "options"]}
        rules={[
          {
            validator: async (_rule, options: unknown[] | undefined) => {
              const count = options?.length ?? 0;
              if (count < surveyLimits.optionsMin || count > surveyLimits.optionsMax) {
                throw new Error(t("survey.management.form.optionsCount"));
              }
            },
          },
        ]}
      >
        {(fields, { add, remove, move }, { errors }) => (
          <>
            {fields.map((field, index) => {
              const number = index + 1;
              return (
                <div key={field.key} className="survey-option-row">
                  <Form.Item
                    name={[field.name, "label"]}
                    rules={[requiredRule(t, "survey.management.form.optionRequired")]}
                    className="survey-option-input"
                  >
                    <Input
                      maxLength={surveyLimits.optionLabelMaxLength}
                      aria-label={t("survey.management.form.option", { index: number })}
                      placeholder={t("survey.management.form.option", { index: number })}
                      disabled={locked}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined aria-hidden />}
                    aria-label={`${t("survey.management.form.moveUp")} ${t("survey.management.form.option", { index: number })}`}
                    disabled={locked || index === 0}
                    onClick={() => move(index, index - 1)}
                  />
                  <Button
                    type="text"
                    size="small"
                    icon={<MinusCircleOutlined aria-hidden />}
                    aria-label={t("survey.management.form.removeOption", { index: number })}
                    disabled={locked || fields.length <= surveyLimits.optionsMin}
                    onClick={() => remove(field.name)}
                  />
                </div>
              );
            })}
            <Button
              type="dashed"
              size="small"
              icon={<PlusOutlined aria-hidden />}
              disabled={locked || fields.length >= surveyLimits.optionsMax}
              onClick={() => add({ label: "" })}
            >
              {t("survey.management.form.addOption")}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
