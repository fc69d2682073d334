import { editorLimits } from "@portal/shared";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { pickerGridSize } from "../table-limits.ts";

const { defaultRows, defaultColumns } = editorLimits.table;

/** A grid to pick a table's size (10 x 10, growing to 20 x 20) and the default 5 x 5 button. */
export function TablePicker({ onPick }: { onPick: (rows: number, columns: number) => void }) {
  const { t } = useTranslation();
  const [hover, setHover] = useState({ rows: 0, columns: 0 });
  const grid = pickerGridSize(hover.rows, hover.columns);
  return (
    <div className="rte-table-picker">
      <div
        className="rte-table-picker-grid"
        style={{ gridTemplateColumns: `repeat(${grid.columns}, 14px)` }}
      >
        {Array.from({ length: grid.rows * grid.columns }, (_, index) => {
          const row = Math.floor(index / grid.columns) + 1;
          const column = (index % grid.columns) + 1;
          const selected = row <= hover.rows && column <= hover.columns;
          return (
            <button
              type="button"
              key={`${row}-${column}`}
              className={selected ? "rte-table-cell rte-table-cell-on" : "rte-table-cell"}
              aria-label={t("editor.tableActions.insert", { rows: row, columns: column })}
              onMouseEnter={() => setHover({ rows: row, columns: column })}
              onFocus={() => setHover({ rows: row, columns: column })}
              onClick={() => onPick(row, column)}
            />
          );
        })}
      </div>
      <div className="rte-table-picker-size">
        {hover.rows > 0 ? `${hover.rows} × ${hover.columns}` : "\u00a0"}
      </div>
      <Button size="small" block onClick={() => onPick(defaultRows, defaultColumns)}>
        {t("editor.tableActions.insertDefault", { rows: defaultRows, columns: defaultColumns })}
      </Button>
    </div>
  );
}
