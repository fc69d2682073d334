import { MinusCircleOutlined, PlusOutlined } from "@ant-design/icons";
import { type MedalCounter, medalCounters, medalLimits } from "@portal/shared";
import { Button, Form, InputNumber, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { requiredRule } from "../../../lib/form-rules.ts";
import type { ConditionValues } from "./medal-form.ts";

/**
 * The medal's conditions as a list of counter and threshold, one row each; a counter chosen in
 * one row is not offered in the others, since the server takes each counter once.
 */
export function MedalConditionsField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const chosen: ConditionValues[] = Form.useWatch("conditions", form) ?? [];

  return (
    <Form.Item
      label={t("medal.management.conditions")}
      extra={t("medal.management.conditionsHelp")}
      required
    >
      <Form.List
        name="conditions"
        rules={[
          {
            validator: async (_rule, conditions: unknown[] | undefined) => {
              if (!conditions || conditions.length === 0) {
                throw new Error(t("medal.management.conditionsRequired"));
              }
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => {
              const taken = chosen
                .filter((_condition, other) => other !== index)
                .map((condition) => condition?.counter);
              return (
                <Space key={field.key} align="baseline" wrap className="medal-condition-row">
                  <Form.Item
                    name={[field.name, "counter"]}
                    rules={[requiredRule(t, "medal.management.counterRequired")]}
                  >
                    <Select<MedalCounter>
                      className="medal-condition-counter"
                      aria-label={t("medal.management.counter")}
                      options={medalCounters.map((counter) => ({
                        value: counter,
                        label: t(`medal.counters.${counter}`),
                        disabled: taken.includes(counter),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, "threshold"]}
                    rules={[requiredRule(t, "medal.management.thresholdRequired")]}
                  >
                    <InputNumber
                      min={1}
                      max={medalLimits.thresholdMax}
                      precision={0}
                      addonBefore="≥"
                      aria-label={t("medal.management.threshold")}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<MinusCircleOutlined aria-hidden />}
                    aria-label={t("medal.management.removeCondition")}
                    disabled={fields.length === 1}
                    onClick={() => remove(field.name)}
                  />
                </Space>
              );
            })}
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              disabled={fields.length >= medalLimits.conditionsMax}
              onClick={() => add({ counter: undefined, threshold: 1 })}
            >
              {t("medal.management.addCondition")}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
