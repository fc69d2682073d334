import { DeleteOutlined } from "@ant-design/icons";
import { type ProductParameterEntry, productLimits } from "@portal/shared";
import { Button, Col, Form, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import {
  emptyParameterRow,
  type ParameterInputValue,
  type ParameterRow,
  parameterValueProblem,
  unusedParameters,
} from "../parameter-rows.ts";
import { ParameterValueInput } from "./ParameterValueInput.tsx";

/**
 * The parameters of a product, driven by the parameter dictionary: each added parameter gets
 * the input its kind needs; parameters are added from the dictionary and removed one by one.
 */
export function ParameterEditor({ dictionary }: { dictionary: readonly ProductParameterEntry[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const rows: ParameterRow[] = Form.useWatch("parameters", form) ?? [];
  const unused = unusedParameters(rows, dictionary);

  return (
    <Form.List name="parameters">
      {(fields, { add, remove }, { errors }) => (
        <>
          {fields.length === 0 ? (
            <p className="text-muted">{t("product.management.parameters.empty")}</p>
          ) : null}
          <Row gutter={16}>
            {fields.map((field) => {
              const key: string = form.getFieldValue(["parameters", field.name, "key"]);
              const entry: ProductParameterEntry = dictionary.find(
                (candidate) => candidate.key === key,
              ) ?? { key, name: key, unit: null, kind: "text" };
              return (
                <Col xs={24} md={12} key={field.key}>
                  <div className="product-parameter-row">
                    <Form.Item
                      name={[field.name, "value"]}
                      label={entry.name}
                      className="product-parameter-value"
                      rules={[
                        {
                          validator: async (_rule, value: ParameterInputValue) => {
                            const problem = parameterValueProblem(value, entry.kind);
                            if (!problem) return;
                            const max =
                              problem === "tooMany"
                                ? productLimits.listParameterMaxItems
                                : productLimits.textParameterMaxLength;
                            throw new Error(t(`product.management.parameters.${problem}`, { max }));
                          },
                        },
                      ]}
                    >
                      <ParameterValueInput entry={entry} />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={t("product.management.parameters.remove", { name: entry.name })}
                      onClick={() => remove(field.name)}
                      className="product-parameter-remove"
                    />
                  </div>
                </Col>
              );
            })}
          </Row>
          <Form.ErrorList errors={errors} />
          {unused.length > 0 ? (
            <Select<string>
              value={null}
              aria-label={t("product.management.parameters.add")}
              placeholder={t("product.management.parameters.addPlaceholder")}
              showSearch={{ optionFilterProp: "label" }}
              options={unused.map((entry) => ({
                value: entry.key,
                label: entry.unit ? `${entry.name} (${entry.unit})` : entry.name,
              }))}
              onChange={(key) => {
                const entry = unused.find((candidate) => candidate.key === key);
                if (entry) add(emptyParameterRow(entry));
              }}
              className="product-parameter-add"
            />
          ) : (
            <p className="text-muted">{t("product.management.parameters.allAdded")}</p>
          )}
        </>
      )}
    </Form.List>
  );
}
