import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import type { NewsConsoleTexts } from "../../../i18n/admin-news-texts.ts";
import { atCaret } from "./editor-extensions.ts";
import {
  BoldIcon,
  BulletListIcon,
  ColumnAddIcon,
  ColumnRemoveIcon,
  HeaderRowIcon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  QuoteIcon,
  RedoIcon,
  RowAddIcon,
  RowRemoveIcon,
  TableIcon,
  TableRemoveIcon,
  UndoIcon,
  VideoIcon,
} from "./toolbar-icons.tsx";

type ToolbarText = NewsConsoleTexts["toolbar"];
export type EditorPanel = "link" | "video" | null;

/**
 * A pressed button leaves the focus (and the selection) in the text, so the next key lands there at
 * once; keyboard users still reach the buttons with Tab. The label is the button's name and tooltip.
 */
function ToolbarButton({
  label,
  icon,
  pressed,
  onPress,
}: {
  label: string;
  icon: React.ReactNode;
  pressed?: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {icon}
    </button>
  );
}

/** The body's toolbar: each pressed state follows the selection; a table's own tools while the caret is in one. */
export function EditorToolbar({
  editor,
  text,
  field,
  panel,
  onPanel,
  onImage,
}: {
  editor: Editor;
  text: ToolbarText;
  field: string;
  panel: EditorPanel;
  onPanel: (panel: EditorPanel) => void;
  onImage: () => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      heading2: current.isActive("heading", { level: 2 }),
      heading3: current.isActive("heading", { level: 3 }),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
      table: current.isActive("table"),
    }),
  });
  const chain = () => editor.chain().focus();
  const formats: Array<[keyof typeof state & keyof ToolbarText, React.ReactNode, () => void]> = [
    ["bold", <BoldIcon key="i" />, () => chain().toggleBold().run()],
    ["italic", <ItalicIcon key="i" />, () => chain().toggleItalic().run()],
    ["heading2", <Heading2Icon key="i" />, () => chain().toggleHeading({ level: 2 }).run()],
    ["heading3", <Heading3Icon key="i" />, () => chain().toggleHeading({ level: 3 }).run()],
    ["bulletList", <BulletListIcon key="i" />, () => chain().toggleBulletList().run()],
    ["orderedList", <OrderedListIcon key="i" />, () => chain().toggleOrderedList().run()],
    ["blockquote", <QuoteIcon key="i" />, () => chain().toggleBlockquote().run()],
  ];
  const tableTools: Array<[keyof ToolbarText, React.ReactNode, () => void]> = [
    ["addRow", <RowAddIcon key="i" />, () => chain().addRowAfter().run()],
    ["addColumn", <ColumnAddIcon key="i" />, () => chain().addColumnAfter().run()],
    ["deleteRow", <RowRemoveIcon key="i" />, () => chain().deleteRow().run()],
    ["deleteColumn", <ColumnRemoveIcon key="i" />, () => chain().deleteColumn().run()],
    ["headerRow", <HeaderRowIcon key="i" />, () => chain().toggleHeaderRow().run()],
    ["deleteTable", <TableRemoveIcon key="i" />, () => chain().deleteTable().run()],
  ];
  const toggle = (which: Exclude<EditorPanel, null>) => onPanel(panel === which ? null : which);
  return (
    <>
      <div className="news-editor-toolbar" role="toolbar" aria-label={`${text.label}: ${field}`}>
        {formats.map(([key, icon, run]) => (
          <ToolbarButton key={key} label={text[key]} icon={icon} pressed={state[key]} onPress={run} />
        ))}
        <ToolbarButton label={text.link} icon={<LinkIcon />} pressed={state.link || panel === "link"} onPress={() => toggle("link")} />
        <ToolbarButton label={text.image} icon={<ImageIcon />} onPress={onImage} />
        <ToolbarButton
          label={text.table}
          icon={<TableIcon />}
          onPress={() => atCaret(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        />
        <ToolbarButton label={text.video} icon={<VideoIcon />} pressed={panel === "video"} onPress={() => toggle("video")} />
        <ToolbarButton label={text.undo} icon={<UndoIcon />} onPress={() => chain().undo().run()} />
        <ToolbarButton label={text.redo} icon={<RedoIcon />} onPress={() => chain().redo().run()} />
      </div>
      {state.table ? (
        <div className="news-editor-toolbar news-table-tools" role="toolbar" aria-label={`${text.tableTools}: ${field}`}>
          {tableTools.map(([key, icon, run]) => (
            <ToolbarButton key={key} label={text[key]} icon={icon} onPress={run} />
          ))}
        </div>
      ) : null}
    </>
  );
}
