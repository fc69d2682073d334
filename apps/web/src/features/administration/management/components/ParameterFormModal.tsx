import {
  type ParameterRow,
  type ParameterType,
  parameterLimits,
  parameterTypes,
} from "@portal/shared";
import { Form, Input, InputNumber, Modal, Select, Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { maxLengthRule, requiredRule } from "../../../../lib/form-rules.ts";
import { useVersionedSave } from "../../../../lib/use-versioned-save.ts";
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

/** Adds a typed parameter or changes one's value, description and sort, with its version. */
export function ParameterFormModal({
  parameter,
  nextSort,
  onClosed,
}: {
  parameter: ParameterRow | null;
  nextSort: number;
  onClosed: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveParameter();
  const parameters = useParameters();
  const [version, setVersion] = useState(parameter?.version ?? null);
  const chosenType = Form.useWatch("type", form) ?? parameter?.type ?? "string";

  async function reload() {
    const fresh = (await parameters.refetch()).data?.find((row) => row.id === parameter?.id);
    if (!fresh) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(fresh));
    setVersion(fresh.version);
  }
  const runSubmit = useVersionedSave(form, { reload, onSaved: onClosed });

  const submit = () =>
    runSubmit((values) =>
      save.mutateAsync({
        id: parameter?.id ?? null,
        version,
        input: {
          ...(parameter ? {} : { key: values.key, type: values.type }),
          value: values.value ?? emptyValues[values.type ?? chosenType],
          description: values.description ?? "",
          sort: values.sort ?? 0,
        },
      }),
    );

  const valueRules =
    chosenType === "string" ? [maxLengthRule(t, parameterLimits.stringMaxLength)] : [];

  return (
    <Modal
      open
      title={t(
        parameter ? "administration.parameter.editTitle" : "administration.parameter.createTitle",
      )}
      okText={t("administration.save")}
      cancelText={t("administration.cancel")}
      confirmLoading={save.isPending}
      onOk={() => void submit()}
      onCancel={onClosed}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          parameter
            ? valuesOf(parameter)
            : { key: "", type: "string", value: "", description: "", sort: nextSort }
        }
      >
        <Form.Item
          name="key"
          label={t("administration.parameter.key")}
          extra={parameter ? undefined : t("administration.parameter.keyHint")}
          rules={
            parameter
              ? []
              : [
                  requiredRule(t, "administration.parameter.keyRequired"),
                  maxLengthRule(t, parameterLimits.keyMaxLength),
                ]
          }
        >
          <Input disabled={parameter !== null} autoComplete="off" spellCheck={false} />
        </Form.Item>
        <Form.Item name="type" label={t("administration.parameter.type")}>
          <Select
            disabled={parameter !== null}
            options={parameterTypes.map((type) => ({
              value: type,
              label: t(`administration.parameter.types.${type}`),
            }))}
            onChange={(type: ParameterType) => form.setFieldValue("value", emptyValues[type])}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={t("administration.parameter.value")}
          valuePropName={chosenType === "boolean" ? "checked" : "value"}
          rules={valueRules}
          extra={valueHint(t, chosenType, parameter)}
        >
          {valueInput(chosenType, t("administration.parameter.value"))}
        </Form.Item>
        <Form.Item
          name="description"
          label={t("administration.parameter.description")}
          rules={[maxLengthRule(t, parameterLimits.descriptionMaxLength)]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="sort" label={t("administration.parameter.sort")}>
          <InputNumber min={0} max={parameterLimits.sortMax} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
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

function valueHint(
  t: (key: string, values?: Record<string, unknown>) => string,
  type: ParameterType,
  parameter: ParameterRow | null,
) {
  if (type === "stringList") return t("administration.parameter.listHint");
  if (type === "number" && parameter?.min !== null && parameter?.max !== null && parameter) {
    return t("administration.parameter.range", { min: parameter.min, max: parameter.max });
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
