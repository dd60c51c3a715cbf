import { useEffect, useMemo, useRef, useState } from "react";
import { Image } from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import type { NewsConsoleTexts } from "../../../i18n/admin-news-texts.ts";
import { imageUrlFor } from "../../../../common/file-paths.ts";
import { uploadFile } from "../upload-file.ts";

/**
 * Content given to the editor from outside: a record loaded, a revision restored, a conflict
 * resolved. The editor applies it once per object, so a new object is an explicit "replace what
 * you hold"; re-renders of the page never touch what the editor holds.
 */
export interface LoadedHtml {
  html: string;
}

interface RichTextEditorProps {
  /** The field's accessible name ("正文 中文"). */
  label: string;
  source: LoadedHtml;
  /** Every change the person makes; "" when the body is empty. */
  onChange: (html: string) => void;
  texts: NewsConsoleTexts;
  lang: "zh" | "en";
}

type ToolbarText = NewsConsoleTexts["toolbar"];

/** The toolbar's buttons: each pressed state follows the selection. */
function Toolbar({ editor, text, field, onImage }: { editor: Editor; text: ToolbarText; field: string; onImage: () => void }) {
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
    }),
  });
  const chain = () => editor.chain().focus();
  const toggles: Array<[keyof typeof state, string, () => void]> = [
    ["bold", "B", () => chain().toggleBold().run()],
    ["italic", "I", () => chain().toggleItalic().run()],
    ["heading2", "H2", () => chain().toggleHeading({ level: 2 }).run()],
    ["heading3", "H3", () => chain().toggleHeading({ level: 3 }).run()],
    ["bulletList", "•", () => chain().toggleBulletList().run()],
    ["orderedList", "1.", () => chain().toggleOrderedList().run()],
    ["blockquote", "❝", () => chain().toggleBlockquote().run()],
  ];
  const editLink = () => {
    const current = editor.getAttributes("link").href as string | undefined;
    const href = window.prompt(text.linkPrompt, current ?? "");
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  return (
    <div className="news-editor-toolbar" role="toolbar" aria-label={`${text.label}: ${field}`}>
      {toggles.map(([key, symbol, run]) => (
        <ToolbarButton key={key} label={text[key]} symbol={symbol} pressed={state[key]} onPress={run} />
      ))}
      <ToolbarButton label={text.link} symbol="🔗" pressed={state.link} onPress={editLink} />
      <ToolbarButton label={text.image} symbol="🖼" onPress={onImage} />
      <ToolbarButton label={text.undo} symbol="↶" onPress={() => chain().undo().run()} />
      <ToolbarButton label={text.redo} symbol="↷" onPress={() => chain().redo().run()} />
    </div>
  );
}

/**
 * A pressed button leaves the focus (and the selection) in the text, so the next key lands there at
 * once; keyboard users still reach the buttons with Tab.
 */
function ToolbarButton({ label, symbol, pressed, onPress }: { label: string; symbol: string; pressed?: boolean; onPress: () => void }) {
  return (
    <button type="button" aria-pressed={pressed} title={label} onMouseDown={(event) => event.preventDefault()} onClick={onPress}>
      <span aria-hidden="true">{symbol}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}

/**
 * The article body's rich-text editor (Tiptap 3, console only). It produces just what the server's
 * sanitiser keeps: h2/h3, paragraphs, lists, emphasis, quotes, links and images uploaded to our
 * own file store (never pasted data: URLs).
 */
export function RichTextEditor({ label, source, onChange, texts, lang }: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  // Options keep their identity across renders: Tiptap's useEditor compares them on every render and
  // would otherwise call setOptions (and redraw the view) while the person types or composes.
  const extensions = useMemo(
    () => [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: "noopener noreferrer nofollow" } },
      }),
      Image.configure({ allowBase64: false }),
    ],
    [],
  );
  const editorProps = useMemo(
    () => ({ attributes: { "aria-label": label, "aria-multiline": "true", role: "textbox", lang, class: "news-body news-editor-area" } }),
    [label, lang],
  );
  // The editor starts with the content it was given first; later ones arrive through the effect below.
  const [initial] = useState(source);
  const applied = useRef(source);
  const editor = useEditor({
    immediatelyRender: false,
    extensions,
    content: initial.html,
    editorProps,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  // The editor owns its content: only a new `source` (an explicit load) replaces it.
  useEffect(() => {
    if (!editor || editor.isDestroyed || applied.current === source) return;
    applied.current = source;
    editor.commands.setContent(source.html, { emitUpdate: false });
  }, [editor, source]);

  const insertImage = async (file: File) => {
    if (!editor) return;
    try {
      const stored = await uploadFile(file, { purpose: "image" });
      const alt = window.prompt(texts.toolbar.imageAlt, "") ?? "";
      editor
        .chain()
        .focus()
        .setImage({ src: imageUrlFor(stored, 960), alt })
        .run();
    } catch {
      // The request layer has shown the server's reason (too large, not an image).
    }
  };

  return (
    <div className="news-editor" data-rich-text={lang}>
      {editor ? <Toolbar editor={editor} text={texts.toolbar} field={label} onImage={() => fileInput.current?.click()} /> : null}
      <EditorContent editor={editor} />
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        data-image-input={lang}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void insertImage(file);
        }}
      />
    </div>
  );
}
