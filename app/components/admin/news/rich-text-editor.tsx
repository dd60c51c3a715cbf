import { useEffect, useMemo, useRef, useState } from "react";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import type { NewsConsoleTexts } from "../../../i18n/admin-news-texts.ts";
import { imageUrlFor } from "../../../../common/file-paths.ts";
import { fill } from "../../../lib/fill.ts";
import { uploadFile } from "../upload-file.ts";
import { articleExtensions, atCaret } from "./editor-extensions.ts";
import { ImagePanel, LinkPanel, VideoPanel } from "./editor-panels.tsx";
import { EditorToolbar, type EditorPanel } from "./editor-toolbar.tsx";
import { guardPastedHtml, type RefusedPaste } from "./paste-guard.ts";

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

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"];

/** An image just put in is selected: its alt text, in the image panel, is the next thing to write. */
function focusAltText(editorBox: React.RefObject<HTMLDivElement | null>) {
  requestAnimationFrame(() => editorBox.current?.querySelector<HTMLInputElement>('[data-panel-field="alt"] input')?.focus());
}

/** Uploads image files (POST /api/admin/files) and puts each in the body, selected for its alt text. */
async function insertImages(editor: Editor, files: File[], onInserted: () => void) {
  for (const file of files) {
    try {
      const stored = await uploadFile(file, { purpose: "image" });
      const src = imageUrlFor(stored, 960);
      atCaret(editor).setImage({ src, alt: "" }).run();
      let position = -1;
      editor.state.doc.descendants((node, at) => {
        if (node.type.name === "image" && node.attrs.src === src) position = at;
      });
      if (position >= 0) editor.commands.setNodeSelection(position);
      onInserted();
    } catch {
      // The request layer has shown the server's reason (too large, not an image).
    }
  }
}

/**
 * The article body's rich-text editor (Tiptap 3, console only). It produces just what the server's
 * sanitiser keeps (editor-extensions.ts): headings, lists, emphasis, quotes, links, images of our
 * own stored files with alt text and a caption, tables with a header row, and the allowed video
 * players. Links, image texts and videos are edited in fields of the editor; what a paste brings
 * that an article cannot hold is left out and said so.
 */
export function RichTextEditor({ label, source, onChange, texts, lang }: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [panel, setPanel] = useState<EditorPanel>(null);
  const [refused, setRefused] = useState<RefusedPaste | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  const editorRef = useRef<Editor | null>(null);
  // Options keep their identity across renders: Tiptap's useEditor compares them on every render and
  // would otherwise call setOptions (and redraw the view) while the person types or composes.
  const extensions = useMemo(() => articleExtensions(), []);
  const editorProps = useMemo(
    () => ({
      attributes: { "aria-label": label, "aria-multiline": "true", role: "textbox", lang, class: "news-body news-editor-area" },
      transformPastedHTML: (html: string) => {
        const guarded = guardPastedHtml(html);
        if (guarded.refused.images + guarded.refused.embeds > 0) setRefused(guarded.refused);
        return guarded.html;
      },
      // Image files pasted (a screenshot) are uploaded like the image button's.
      handlePaste: (_view: unknown, event: ClipboardEvent) => {
        const files = [...(event.clipboardData?.files ?? [])].filter((file) => IMAGE_TYPES.includes(file.type));
        if (files.length === 0 || !editorRef.current) return false;
        void insertImages(editorRef.current, files, () => focusAltText(wrapper));
        return true;
      },
    }),
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

  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  // The editor owns its content: only a new `source` (an explicit load) replaces it.
  useEffect(() => {
    if (!editor || editor.isDestroyed || applied.current === source) return;
    applied.current = source;
    editor.commands.setContent(source.html, { emitUpdate: false });
  }, [editor, source]);

  const panelTexts = texts.panels;
  return (
    <div className="news-editor" data-rich-text={lang} ref={wrapper}>
      {editor ? (
        <EditorToolbar
          editor={editor}
          text={texts.toolbar}
          field={label}
          panel={panel}
          onPanel={setPanel}
          onImage={() => fileInput.current?.click()}
        />
      ) : null}
      {editor && panel === "link" ? <LinkPanel editor={editor} texts={panelTexts} onClose={() => setPanel(null)} /> : null}
      {editor && panel === "video" ? <VideoPanel editor={editor} texts={panelTexts} onClose={() => setPanel(null)} /> : null}
      {refused ? (
        <div className="news-editor-refusal" role="alert" data-paste-refused="">
          {refused.images > 0 ? <p>{fill(panelTexts.pastedImages, { count: refused.images })}</p> : null}
          {refused.embeds > 0 ? <p>{fill(panelTexts.pastedEmbeds, { count: refused.embeds })}</p> : null}
          <button type="button" className="console-link-button" onClick={() => setRefused(null)}>
            {panelTexts.dismiss}
          </button>
        </div>
      ) : null}
      <EditorContent editor={editor} />
      {editor ? <ImagePanel editor={editor} texts={panelTexts} /> : null}
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES.join(",")}
        hidden
        data-image-input={lang}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file && editor) void insertImages(editor, [file], () => focusAltText(wrapper));
        }}
      />
    </div>
  );
}
