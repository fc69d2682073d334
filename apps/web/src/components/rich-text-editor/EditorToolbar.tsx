import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BarChartOutlined,
  BgColorsOutlined,
  BoldOutlined,
  ClearOutlined,
  CodeOutlined,
  CustomerServiceOutlined,
  DeleteOutlined,
  DisconnectOutlined,
  DownOutlined,
  FileTextOutlined,
  FontColorsOutlined,
  FontSizeOutlined,
  Html5Outlined,
  ItalicOutlined,
  LineHeightOutlined,
  LinkOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  MinusOutlined,
  OrderedListOutlined,
  PictureOutlined,
  PushpinOutlined,
  RedoOutlined,
  ScissorOutlined,
  SearchOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  VerticalAlignMiddleOutlined,
} from "@ant-design/icons";
import {
  bulletListStyles,
  editorCodeLanguages,
  editorFontSizesPx,
  editorLimits,
  editorLineHeights,
  editorParagraphSpacingsPx,
  orderedListStyles,
} from "@portal/shared";
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import type { MenuProps } from "antd";
import { Button, ColorPicker, Dropdown, Popover, Space, Tooltip } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { TablePicker } from "./dialogs/TablePicker.tsx";
import { undoLimitReached } from "./extensions/undo-limit.ts";

export type ToolbarDialog = "image" | "link" | "media" | "anchor" | "chart";

type ToolbarProps = {
  editor: Editor;
  sourceMode: boolean;
  plainTextPaste: boolean;
  searchOpen: boolean;
  onToggleSource: () => void;
  onTogglePlainTextPaste: () => void;
  onToggleSearch: () => void;
  onOpenDialog: (dialog: ToolbarDialog) => void;
  onInsertTable: (rows: number, columns: number) => void;
  onTableAction: (action: TableAction) => void;
};

export type TableAction =
  | "addRowBefore"
  | "addRowAfter"
  | "deleteRow"
  | "addColumnBefore"
  | "addColumnAfter"
  | "deleteColumn"
  | "mergeCells"
  | "splitCell"
  | "toggleHeaderRow"
  | "toggleHeaderColumn"
  | "deleteTable";

const tableActions: readonly TableAction[] = [
  "addRowBefore",
  "addRowAfter",
  "deleteRow",
  "addColumnBefore",
  "addColumnAfter",
  "deleteColumn",
  "mergeCells",
  "splitCell",
  "toggleHeaderRow",
  "toggleHeaderColumn",
  "deleteTable",
];

function ToolButton({
  label,
  icon,
  active = false,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  icon?: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  children?: ReactNode;
}) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.4}>
      <Button
        type={active ? "primary" : "text"}
        ghost={active}
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
        className="rte-tool"
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/** A button with a menu of its variants beside it (list styles, code languages). */
function SplitTool({
  label,
  menuLabel,
  icon,
  active,
  disabled,
  onClick,
  menu,
}: {
  label: string;
  menuLabel: string;
  icon: ReactNode;
  active: boolean;
  disabled: boolean;
  onClick: () => void;
  menu: MenuProps;
}) {
  return (
    <Space.Compact size="small" className="rte-split">
      <ToolButton label={label} icon={icon} active={active} disabled={disabled} onClick={onClick} />
      <Dropdown menu={menu} trigger={["click"]} disabled={disabled}>
        <Button
          size="small"
          type="text"
          icon={<DownOutlined />}
          aria-label={menuLabel}
          className="rte-tool rte-tool-caret"
          onMouseDown={(event) => event.preventDefault()}
        />
      </Dropdown>
    </Space.Compact>
  );
}

function menuOf(
  items: { key: string; label: ReactNode; active?: boolean }[],
  onPick: (key: string) => void,
): MenuProps {
  return {
    items: items.map(({ key, label }) => ({ key, label })),
    selectable: true,
    selectedKeys: items.filter((item) => item.active).map((item) => item.key),
    onClick: ({ key }) => onPick(key),
  };
}

/** The editor's toolbar: it wraps onto as many lines as the width needs (375 px included). */
export function EditorToolbar(props: ToolbarProps) {
  const { editor, sourceMode } = props;
  const { t } = useTranslation();
  const [tablePickerOpen, setTablePickerOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      canUndo: current.can().undo() && !undoLimitReached(current.state, editorLimits.undoDepth),
      canRedo: current.can().redo(),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      underline: current.isActive("underline"),
      strike: current.isActive("strike"),
      subscript: current.isActive("subscript"),
      superscript: current.isActive("superscript"),
      link: current.isActive("link"),
      orderedList: current.isActive("orderedList"),
      bulletList: current.isActive("bulletList"),
      codeBlock: current.isActive("codeBlock"),
      codeLanguage: (current.getAttributes("codeBlock").language as string | null) ?? null,
      table: current.isActive("table"),
      align: (["left", "center", "right", "justify"] as const).find((align) =>
        current.isActive({ textAlign: align }),
      ),
      indent:
        current.isActive("paragraph", { indent: true }) ||
        current.isActive("heading", { indent: true }),
      fontSize: (current.getAttributes("textStyle").fontSize as string | null) ?? null,
      color: (current.getAttributes("textStyle").color as string | null) ?? null,
      headingLevel:
        ([1, 2, 3, 4] as const).find((level) => current.isActive("heading", { level })) ?? 0,
    }),
  });
  const off = sourceMode;
  const chain = () => editor.chain().focus();

  const blockMenu = menuOf(
    [
      { key: "0", label: t("editor.paragraph"), active: state.headingLevel === 0 },
      ...[1, 2, 3, 4].map((level) => ({
        key: String(level),
        label: t("editor.headingLevel", { level }),
        active: state.headingLevel === level,
      })),
    ],
    (key) => {
      const level = Number(key) as 0 | 1 | 2 | 3 | 4;
      if (level === 0) chain().setParagraph().run();
      else chain().setHeading({ level }).run();
    },
  );
  const fontSizeMenu = menuOf(
    [
      { key: "", label: t("editor.default"), active: state.fontSize === null },
      ...editorFontSizesPx.map((size) => ({
        key: `${size}px`,
        label: `${size}px`,
        active: state.fontSize === `${size}px`,
      })),
    ],
    (key) => (key === "" ? chain().unsetFontSize().run() : chain().setFontSize(key).run()),
  );
  const lineHeightMenu = menuOf(
    [
      { key: "", label: t("editor.default") },
      ...editorLineHeights.map((height) => ({ key: String(height), label: String(height) })),
    ],
    (key) =>
      chain()
        .setBlockFormat({ lineHeight: key === "" ? null : key })
        .run(),
  );
  const spacingMenu = menuOf(
    [
      { key: "", label: t("editor.default") },
      ...editorParagraphSpacingsPx.map((spacing) => ({
        key: String(spacing),
        label: `${spacing}px`,
      })),
    ],
    (key) =>
      chain()
        .setBlockFormat({ spacing: key === "" ? null : Number(key) })
        .run(),
  );
  const orderedMenu = menuOf(
    orderedListStyles.map((style) => ({ key: style, label: t(`editor.listStyles.${style}`) })),
    (key) =>
      chain()
        .setOrderedListStyle(key as (typeof orderedListStyles)[number])
        .run(),
  );
  const bulletMenu = menuOf(
    bulletListStyles.map((style) => ({ key: style, label: t(`editor.listStyles.${style}`) })),
    (key) =>
      chain()
        .setBulletListStyle(key as (typeof bulletListStyles)[number])
        .run(),
  );
  const codeMenu = menuOf(
    editorCodeLanguages.map((language) => ({
      key: language.value,
      label: language.label,
      active: state.codeBlock && state.codeLanguage === language.value,
    })),
    (key) =>
      state.codeBlock
        ? chain().updateAttributes("codeBlock", { language: key }).run()
        : chain().setCodeBlock({ language: key }).run(),
  );
  const tableMenu: MenuProps = {
    items: tableActions.map((action) => ({
      key: action,
      label: t(`editor.tableActions.${action}`),
      danger: action === "deleteTable",
      icon: action === "deleteTable" ? <DeleteOutlined /> : undefined,
    })),
    onClick: ({ key }) => props.onTableAction(key as TableAction),
  };

  return (
    <div className="rte-toolbar" role="toolbar" aria-label={t("editor.toolbar")}>
      <ToolButton
        label={t("editor.undo")}
        icon={<UndoOutlined />}
        disabled={off || !state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label={t("editor.redo")}
        icon={<RedoOutlined />}
        disabled={off || !state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <span className="rte-separator" />
      <Dropdown menu={blockMenu} trigger={["click"]} disabled={off}>
        <Button
          size="small"
          type="text"
          className="rte-tool rte-tool-wide"
          aria-label={t("editor.heading")}
        >
          {state.headingLevel === 0
            ? t("editor.paragraph")
            : t("editor.headingLevel", { level: state.headingLevel })}
        </Button>
      </Dropdown>
      <Dropdown menu={fontSizeMenu} trigger={["click"]} disabled={off}>
        <Button
          size="small"
          type="text"
          className="rte-tool"
          icon={<FontSizeOutlined />}
          aria-label={t("editor.fontSize")}
        >
          {state.fontSize ?? ""}
        </Button>
      </Dropdown>
      <ToolButton
        label={t("editor.bold")}
        icon={<BoldOutlined />}
        active={state.bold}
        disabled={off}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label={t("editor.italic")}
        icon={<ItalicOutlined />}
        active={state.italic}
        disabled={off}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label={t("editor.underline")}
        icon={<UnderlineOutlined />}
        active={state.underline}
        disabled={off}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        label={t("editor.strike")}
        icon={<StrikethroughOutlined />}
        active={state.strike}
        disabled={off}
        onClick={() => chain().toggleStrike().run()}
      />
      <ToolButton
        label={t("editor.subscript")}
        active={state.subscript}
        disabled={off}
        onClick={() => chain().toggleSubscript().run()}
      >
        X₂
      </ToolButton>
      <ToolButton
        label={t("editor.superscript")}
        active={state.superscript}
        disabled={off}
        onClick={() => chain().toggleSuperscript().run()}
      >
        X²
      </ToolButton>
      <ColorPicker
        size="small"
        disabled={off}
        value={state.color ?? "#000000"}
        disabledAlpha
        presets={[
          {
            label: t("editor.color"),
            colors: [
              "#000000",
              "#595959",
              "#cf1322",
              "#d46b08",
              "#d4b106",
              "#389e0d",
              "#0958d9",
              "#531dab",
            ],
          },
        ]}
        onChangeComplete={(color) => chain().setColor(color.toHexString()).run()}
      >
        <span>
          <ToolButton label={t("editor.color")} icon={<FontColorsOutlined />} disabled={off} />
        </span>
      </ColorPicker>
      <ColorPicker
        size="small"
        disabled={off}
        disabledAlpha
        presets={[
          {
            label: t("editor.highlight"),
            colors: ["#fff566", "#b7eb8f", "#91caff", "#ffadd2", "#ffd591", "#d9d9d9"],
          },
        ]}
        onChangeComplete={(color) => chain().setHighlight({ color: color.toHexString() }).run()}
      >
        <span>
          <ToolButton label={t("editor.highlight")} icon={<BgColorsOutlined />} disabled={off} />
        </span>
      </ColorPicker>
      <ToolButton
        label={t("editor.clearFormat")}
        icon={<ClearOutlined />}
        disabled={off}
        onClick={() =>
          chain()
            .unsetAllMarks()
            .setBlockFormat({ lineHeight: null, spacing: null, indent: false })
            .run()
        }
      />
      <span className="rte-separator" />
      <ToolButton
        label={t("editor.alignLeft")}
        icon={<AlignLeftOutlined />}
        active={state.align === "left"}
        disabled={off}
        onClick={() => chain().setTextAlign("left").run()}
      />
      <ToolButton
        label={t("editor.alignCenter")}
        icon={<AlignCenterOutlined />}
        active={state.align === "center"}
        disabled={off}
        onClick={() => chain().setTextAlign("center").run()}
      />
      <ToolButton
        label={t("editor.alignRight")}
        icon={<AlignRightOutlined />}
        active={state.align === "right"}
        disabled={off}
        onClick={() => chain().setTextAlign("right").run()}
      />
      <ToolButton
        label={t("editor.alignJustify")}
        icon={<MenuOutlined />}
        active={state.align === "justify"}
        disabled={off}
        onClick={() => chain().setTextAlign("justify").run()}
      />
      <ToolButton
        label={t("editor.indent")}
        icon={<MenuUnfoldOutlined />}
        active={state.indent}
        disabled={off}
        onClick={() => chain().toggleIndent().run()}
      />
      <Dropdown menu={lineHeightMenu} trigger={["click"]} disabled={off}>
        <Button
          size="small"
          type="text"
          className="rte-tool"
          icon={<LineHeightOutlined />}
          aria-label={t("editor.lineHeight")}
        />
      </Dropdown>
      <Dropdown menu={spacingMenu} trigger={["click"]} disabled={off}>
        <Button
          size="small"
          type="text"
          className="rte-tool"
          icon={<VerticalAlignMiddleOutlined />}
          aria-label={t("editor.spacing")}
        />
      </Dropdown>
      <span className="rte-separator" />
      <SplitTool
        label={t("editor.orderedList")}
        menuLabel={`${t("editor.orderedList")} ▾`}
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        disabled={off}
        onClick={() => chain().toggleOrderedList().run()}
        menu={orderedMenu}
      />
      <SplitTool
        label={t("editor.bulletList")}
        menuLabel={`${t("editor.bulletList")} ▾`}
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        disabled={off}
        onClick={() => chain().toggleBulletList().run()}
        menu={bulletMenu}
      />
      <span className="rte-separator" />
      <ToolButton
        label={t("editor.link")}
        icon={<LinkOutlined />}
        active={state.link}
        disabled={off}
        onClick={() => props.onOpenDialog("link")}
      />
      <ToolButton
        label={t("editor.unlink")}
        icon={<DisconnectOutlined />}
        disabled={off || !state.link}
        onClick={() => chain().extendMarkRange("link").unsetLink().run()}
      />
      <ToolButton
        label={t("editor.anchor")}
        icon={<PushpinOutlined />}
        disabled={off}
        onClick={() => props.onOpenDialog("anchor")}
      />
      <ToolButton
        label={t("editor.image")}
        icon={<PictureOutlined />}
        disabled={off}
        onClick={() => props.onOpenDialog("image")}
      />
      <ToolButton
        label={t("editor.media")}
        icon={<CustomerServiceOutlined />}
        disabled={off}
        onClick={() => props.onOpenDialog("media")}
      />
      <Popover
        open={tablePickerOpen && !off}
        onOpenChange={setTablePickerOpen}
        trigger="click"
        placement="bottom"
        content={
          <TablePicker
            onPick={(rows, columns) => {
              setTablePickerOpen(false);
              props.onInsertTable(rows, columns);
            }}
          />
        }
      >
        <span>
          <ToolButton label={t("editor.table")} icon={<TableOutlined />} disabled={off} />
        </span>
      </Popover>
      {state.table && !off ? (
        <>
          <Dropdown menu={tableMenu} trigger={["click"]}>
            <Button size="small" type="text" className="rte-tool rte-tool-wide">
              {t("editor.table")} ▾
            </Button>
          </Dropdown>
          <ToolButton
            label={t("editor.chart")}
            icon={<BarChartOutlined />}
            onClick={() => props.onOpenDialog("chart")}
          />
        </>
      ) : null}
      <SplitTool
        label={t("editor.codeBlock")}
        menuLabel={t("editor.codeLanguage")}
        icon={<CodeOutlined />}
        active={state.codeBlock}
        disabled={off}
        onClick={() => chain().toggleCodeBlock().run()}
        menu={codeMenu}
      />
      <ToolButton
        label={t("editor.horizontalRule")}
        icon={<MinusOutlined />}
        disabled={off}
        onClick={() => chain().setHorizontalRule().run()}
      />
      <ToolButton
        label={t("editor.pageBreak")}
        icon={<ScissorOutlined />}
        disabled={off}
        onClick={() => chain().insertPageBreak().run()}
      />
      <span className="rte-separator" />
      <ToolButton
        label={t("editor.search")}
        icon={<SearchOutlined />}
        active={props.searchOpen}
        disabled={off}
        onClick={props.onToggleSearch}
      />
      <ToolButton
        label={t("editor.plainTextPaste")}
        icon={<FileTextOutlined />}
        active={props.plainTextPaste}
        onClick={props.onTogglePlainTextPaste}
      />
      <ToolButton
        label={t("editor.source")}
        icon={<Html5Outlined />}
        active={sourceMode}
        onClick={props.onToggleSource}
      />
    </div>
  );
}
