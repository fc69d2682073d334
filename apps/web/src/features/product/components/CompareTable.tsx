import { DiffOutlined } from "@ant-design/icons";
import type { CompareResponse, CompareRow } from "@portal/shared";
import { Table, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { formatParameterValue, parameterLabel } from "../parameter-value.ts";
import { useProductLabels } from "../product-labels.ts";
import { selectionFilterNames } from "../product-selection.ts";
import { CompareProductTitle } from "./CompareProductTitle.tsx";
import "./compare-table.css";

/**
 * The comparison: products as columns, each parameter a row with its unit. A row whose values
 * differ is tinted and also carries a "differs" label, so the difference does not rest on colour.
 */
export function CompareTable({
  comparison,
  onlyDifferences,
  onRemove,
}: {
  comparison: CompareResponse;
  onlyDifferences: boolean;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  const labels = useProductLabels();
  const rows = onlyDifferences ? comparison.rows.filter((row) => row.differs) : comparison.rows;

  const cellText = (row: CompareRow, index: number) => {
    const value = row.values[index] ?? null;
    // The first rows hold the filters' values; name them as the filters do.
    const filter = selectionFilterNames.find((name) => name === row.key);
    const text =
      filter && typeof value === "string"
        ? labels.filterOption(filter, value)
        : formatParameterValue(value);
    return (
      text ?? (
        <span className="compare-no-value">
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">{t("product.compare.noValue")}</span>
        </span>
      )
    );
  };

  const columns: TableColumnsType<CompareRow> = [
    {
      key: "parameter",
      title: t("product.compare.parameter"),
      className: "compare-parameter-cell",
      render: (_, row) => (
        <div className="compare-parameter">
          <span>{parameterLabel(row.name, row.unit)}</span>
          {row.differs ? (
            <span className="compare-differs-label">
              <DiffOutlined aria-hidden="true" />
              {t("product.compare.differs")}
            </span>
          ) : null}
        </div>
      ),
    },
    ...comparison.products.map((product, index) => ({
      key: String(product.id),
      title: <CompareProductTitle product={product} onRemove={onRemove} />,
      className: "compare-value-cell",
      render: (_: unknown, row: CompareRow) => cellText(row, index),
    })),
  ];

  // The table scrolls sideways in its own box, with the parameter column kept in view by CSS.
  // (Ant Design's own `scroll`/`fixed` copy the column titles, links and buttons included, into
  // a hidden measuring row that keyboards can still reach.)
  return (
    <div className="compare-table-scroll">
      <Table<CompareRow>
        className="compare-table"
        rowKey="key"
        columns={columns}
        dataSource={rows}
        pagination={false}
        bordered
        size="middle"
        rowClassName={(row) => (row.differs ? "compare-row-differs" : "")}
        locale={{ emptyText: t("product.compare.noDifferences") }}
      />
    </div>
  );
}
