import { useEffect, useRef } from "react";
import { Image } from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import type { NewsConsoleTexts } from "../../../i18n/admin-news-texts.ts";
import { imageUrlFor } from "../../../../common/file-paths.ts";
import { uploadFile } from "../upload-file.ts";

interface RichTextEditorProps {
  /** The field's accessible name ("正文 中文"). */
  label: string;
  html: string;
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
        <button key={key} type="button" aria-pressed={state[key]} title={text[key]} onClick={run}>
          <span aria-hidden="true">{symbol}</span>
          <span className="visually-hidden">{text[key]}</span>
        </button>
      ))}
      <button type="button" aria-pressed={state.link} title={text.link} onClick={editLink}>
        <span aria-hidden="true">🔗</span>
        <span className="visually-hidden">{text.link}</span>
      </button>
      <button type="button" title={text.image} onClick={onImage}>
        <span aria-hidden="true">🖼</span>
        <span className="visually-hidden">{text.image}</span>
      </button>
      <button type="button" title={text.undo} onClick={() => chain().undo().run()}>
        <span aria-hidden="true">↶</span>
        <span className="visually-hidden">{text.undo}</span>
      </button>
      <button type="button" title={text.redo} onClick={() => chain().redo().run()}>
        <span aria-hidden="true">↷</span>
        <span className="visually-hidden">{text.redo}</span>
      </button>
    </div>
  );
}

/**
 * The article body's rich-text editor (Tiptap 3, console only). It produces just what the server's
 * sanitiser keeps: h2/h3, paragraphs, lists, emphasis, quotes, links and images uploaded to our
 * own file store (never pasted data: URLs).
 */
export function RichTextEditor({ label, html, onChange, texts, lang }: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: "noopener noreferrer nofollow" } },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: html,
    editorProps: {
      attributes: { "aria-label": label, "aria-multiline": "true", role: "textbox", lang, class: "news-body news-editor-area" },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
  });

  // A restored revision replaces the content from outside.
  useEffect(() => {
    if (editor && !editor.isDestroyed && html !== (editor.isEmpty ? "" : editor.getHTML()))
      editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

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
