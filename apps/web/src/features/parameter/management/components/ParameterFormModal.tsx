import {
  type ParameterRow,
  type ParameterType,
  parameterLimits,
  parameterTypes,
} from "@portal/shared";
import { Form, Input, InputNumber, Select, Switch } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { recordFromList, VersionedForm } from "../../../../components/management/VersionedForm.tsx";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useParameters, useSaveParameter } from "../../api.ts";

type Values = {
  key: string;
  type: ParameterType;
  value: unknown;
  description: string;
  sort: number;
};

const emptyValues: Record<ParameterType, unknown> = {
  string: "",
  number: 0,
  boolean: false,
  stringList: [],
};

/**
 * Adds a typed parameter (`parameter` null: sorted after the others) or changes one's value,
 * description and sort; its key and type stay as created.
 */
export function ParameterFormModal({
  parameter,
  onClosed,
}: {
  parameter: ParameterRow | null;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveParameter();
  const parameters = useParameters();
  const chosenType = Form.useWatch("type", form) ?? parameter?.type ?? "string";
  const nextSort =
    (parameters.data ?? []).reduce((highest, row) => Math.max(highest, row.sort), 0) + 10;
  const valueLabel = t("parameter.value");

  return (
    <VersionedForm<Values, ParameterRow>
      title={t(parameter ? "parameter.editTitle" : "parameter.createTitle")}
      form={form}
      record={
        parameter
          ? recordFromList(parameters, parameter, (list) =>
              list.find((row) => row.id === parameter.id),
            )
          : null
      }
      needs={[parameters]}
      valuesOf={valuesOf}
      save={(values, version) =>
        save.mutateAsync({
          id: parameter?.id ?? null,
          version,
          input: {
            ...(parameter ? {} : { key: values.key, type: values.type }),
            value: values.value ?? emptyValues[values.type ?? chosenType],
            description: values.description ?? "",
            sort: values.sort ?? 0,
          },
        })
      }
      saving={save.isPending}
      onClosed={onClosed}
    >
      {(stored) => (
        <Form
          form={form}
          layout="vertical"
          initialValues={
            stored
              ? valuesOf(stored)
              : { key: "", type: "string", value: "", description: "", sort: nextSort }
          }
        >
          <Form.Item
            name="key"
            label={t("parameter.key")}
            extra={stored ? undefined : t("parameter.keyHint")}
            rules={
              stored
                ? []
                : [
                    requiredRule(t, "parameter.keyRequired"),
                    maxLengthRule(t, parameterLimits.keyMaxLength),
                  ]
            }
          >
            <Input disabled={stored !== null} autoComplete="off" spellCheck={false} />
          </Form.Item>
          <Form.Item name="type" label={t("parameter.type")}>
            <Select
              disabled={stored !== null}
              options={parameterTypes.map((type) => ({
                value: type,
                label: t(`parameter.types.${type}`),
              }))}
              onChange={(type: ParameterType) => form.setFieldValue("value", emptyValues[type])}
            />
          </Form.Item>
          <Form.Item
            name="value"
            label={valueLabel}
            valuePropName={chosenType === "boolean" ? "checked" : "value"}
            rules={
              chosenType === "string" ? [maxLengthRule(t, parameterLimits.stringMaxLength)] : []
            }
            extra={valueHint(t, chosenType, stored)}
          >
            {valueInput(chosenType, valueLabel)}
          </Form.Item>
          <Form.Item
            name="description"
            label={t("parameter.description")}
            rules={[maxLengthRule(t, parameterLimits.descriptionMaxLength)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="sort" label={t("parameter.sort")}>
            <InputNumber min={0} max={parameterLimits.sortMax} precision={0} />
          </Form.Item>
        </Form>
      )}
    </VersionedForm>
  );
}

function valueInput(type: ParameterType, label: string) {
  switch (type) {
    case "string":
      return <Input autoComplete="off" />;
    case "number":
      return <InputNumber style={{ width: "100%" }} aria-label={label} />;
    case "boolean":
      return <Switch aria-label={label} />;
    case "stringList":
      return <Select mode="tags" open={false} tokenSeparators={[","]} aria-label={label} />;
  }
}

function valueHint(t: TFunction, type: ParameterType, parameter: ParameterRow | null) {
  if (type === "stringList") return t("parameter.listHint");
  if (type === "number" && parameter && parameter.min !== null && parameter.max !== null) {
    return t("parameter.range", { min: parameter.min, max: parameter.max });
  }
  return undefined;
}

function valuesOf(parameter: ParameterRow): Values {
  return {
    key: parameter.key,
    type: parameter.type,
    value: parameter.value,
    description: parameter.description,
    sort: parameter.sort,
  };
}
