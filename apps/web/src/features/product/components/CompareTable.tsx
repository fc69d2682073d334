import { DiffOutlined } from "@ant-design/icons";
import type { CompareResponse, CompareRow } from "@portal/shared";
import { useTranslation } from "react-i18next";
import { formatParameterValue, parameterLabel } from "../parameter-value.ts";
import { useProductLabels } from "../product-labels.ts";
import { selectionFilterNames } from "../product-selection.ts";
import { CompareProductTitle } from "./CompareProductTitle.tsx";
import "./compare-table.css";

/**
 * The comparison: products as columns, each parameter a row with its unit. A row whose values
 * differ is tinted and also carries a "differs" label, so the difference does not rest on colour.
 *
 * A plain table drawn as Ant Design's bordered, middle-sized Table (compare-table.css has its
 * measures): antd's brings its filters, sorters, selection, pagination and virtual list (menu,
 * dropdown, tree, radio, checkbox, form: about 60 KB gzipped) for a table that uses none of them.
 * The rows keep antd's `ant-table-row` class, which the end-to-end tests count.
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

  // The table scrolls sideways in its own box, with the parameter column kept in view by CSS.
  return (
    <div className="compare-table-scroll">
      <div className="compare-table">
        <table>
          <thead>
            <tr>
              <th scope="col" className="compare-parameter-cell">
                {t("product.compare.parameter")}
              </th>
              {comparison.products.map((product) => (
                <th key={product.id} scope="col" className="compare-value-cell">
                  <CompareProductTitle product={product} onRemove={onRemove} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="compare-table-placeholder">
                <td colSpan={comparison.products.length + 1}>
                  {t("product.compare.noDifferences")}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.key}
                  className={row.differs ? "ant-table-row compare-row-differs" : "ant-table-row"}
                >
                  <td className="compare-parameter-cell">
                    <div className="compare-parameter">
                      <span>{parameterLabel(row.name, row.unit)}</span>
                      {row.differs ? (
                        <span className="compare-differs-label">
                          <DiffOutlined aria-hidden="true" />
                          {t("product.compare.differs")}
                        </span>
                      ) : null}
                    </div>
                  </td>
                  {comparison.products.map((product, index) => (
                    <td key={product.id} className="compare-value-cell">
                      {cellText(row, index)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
