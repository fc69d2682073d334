import { DownOutlined } from "@ant-design/icons";
import "./native-select.css";

type Option<Value extends string> = { value: Value; label: string };

/**
 * A filter's choice as the browser's own select, drawn closed as Ant Design's Select is
 * (native-select.css). The first option, `placeholder`, is "no choice" (`null`), in the
 * placeholder's grey while chosen; open, it is the browser's (or the phone's) own list. Ant
 * Design's Select brings its virtual list and popup library, about 25 KB gzipped.
 */
export function NativeSelect<Value extends string>({
  value,
  options,
  placeholder,
  onChange,
  className,
  "aria-label": ariaLabel,
}: {
  value: Value | null;
  options: readonly Option<Value>[];
  placeholder: string;
  onChange: (value: Value | null) => void;
  className?: string;
  "aria-label": string;
}) {
  const classes = ["native-select"];
  if (value === null) classes.push("native-select-empty");
  if (className) classes.push(className);
  return (
    <span className={classes.join(" ")}>
      <select
        value={value ?? ""}
        aria-label={ariaLabel}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          onChange(chosen ? chosen.value : null);
        }}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <DownOutlined className="native-select-arrow" aria-hidden />
    </span>
  );
}
