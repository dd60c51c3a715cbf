import { useEffect, useId, useRef, useState } from "react";
import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import { videoEmbed } from "../../../../common/video-embed.ts";
import type { NewsConsoleTexts } from "../../../i18n/admin-news-texts.ts";
import { atCaret } from "./editor-extensions.ts";
import { linkHref } from "./paste-guard.ts";

type PanelTexts = NewsConsoleTexts["panels"];

/** One field of a panel: a label, the input, and its help or problem under it. */
function PanelField({
  label,
  help,
  problem,
  value,
  onChange,
  onEnter,
  focusRequest,
  name,
}: {
  label: string;
  help?: string;
  problem?: string | null;
  value: string;
  onChange: (value: string) => void;
  onEnter?: () => void;
  /** Each new value (from 1) puts the focus in the field: the one a button just opened or needs filled. */
  focusRequest?: number;
  name: string;
}) {
  const id = useId();
  const own = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusRequest) own.current?.focus();
  }, [focusRequest]);
  return (
    <div className="field news-panel-field" data-panel-field={name}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={own}
        id={id}
        className="field-control"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem || help ? `${id}-message` : undefined}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Enter applies the panel; it must not submit the article form around the editor.
          if (event.key === "Enter") {
            event.preventDefault();
            onEnter?.();
          }
        }}
      />
      <p id={`${id}-message`} className="field-message" data-error={problem ? "" : undefined} role={problem ? "alert" : undefined}>
        {problem ?? help}
      </p>
    </div>
  );
}

/** A link's address, edited in a field of the editor: applied to the selection, or removed. */
export function LinkPanel({ editor, texts, onClose }: { editor: Editor; texts: PanelTexts; onClose: () => void }) {
  const [value, setValue] = useState(() => (editor.getAttributes("link").href as string | undefined) ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const apply = () => {
    const href = linkHref(value);
    if (!href) return setProblem(texts.linkInvalid);
    editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    onClose();
  };
  return (
    <div className="news-editor-panel" data-editor-panel="link">
      <PanelField
        name="link"
        label={texts.linkAddress}
        help={texts.linkHelp}
        problem={problem}
        value={value}
        focusRequest={1}
        onChange={(next) => {
          setValue(next);
          setProblem(null);
        }}
        onEnter={apply}
      />
      <div className="console-filter-buttons">
        <button type="button" className="console-button console-button-primary" onClick={apply}>
          {texts.apply}
        </button>
        {editor.isActive("link") ? (
          <button
            type="button"
            className="console-button"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onClose();
            }}
          >
            {texts.removeLink}
          </button>
        ) : null}
        <button
          type="button"
          className="console-button"
          onClick={() => {
            editor.commands.focus();
            onClose();
          }}
        >
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}

/** A video of an allowed player, from its page address or embed code; anything else is refused with why. */
export function VideoPanel({ editor, texts, onClose }: { editor: Editor; texts: PanelTexts; onClose: () => void }) {
  const [value, setValue] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const insert = () => {
    const embed = videoEmbed(value);
    if (!embed) return setProblem(texts.videoRefused);
    atCaret(editor).setVideoEmbed(embed.src).run();
    onClose();
  };
  return (
    <div className="news-editor-panel" data-editor-panel="video">
      <PanelField
        name="video"
        label={texts.videoAddress}
        help={texts.videoHelp}
        problem={problem}
        value={value}
        focusRequest={1}
        onChange={(next) => {
          setValue(next);
          setProblem(null);
        }}
        onEnter={insert}
      />
      <div className="console-filter-buttons">
        <button type="button" className="console-button console-button-primary" onClick={insert}>
          {texts.videoInsert}
        </button>
        <button
          type="button"
          className="console-button"
          onClick={() => {
            editor.commands.focus();
            onClose();
          }}
        >
          {texts.cancel}
        </button>
      </div>
    </div>
  );
}

/**
 * The selected image's alternative text and caption, edited in fields of the editor: each change
 * is a change of the image in the document (and so undoable, and saved with the body).
 */
export function ImagePanel({ editor, texts }: { editor: Editor; texts: PanelTexts }) {
  const image = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current.isActive("image")
        ? {
            alt: String(current.getAttributes("image").alt ?? ""),
            caption: String(current.getAttributes("image").caption ?? ""),
          }
        : null,
  });
  if (!image) return null;
  // The selection stays on the image while its fields have the focus.
  const update = (attributes: { alt?: string; caption?: string }) => editor.chain().updateAttributes("image", attributes).run();
  return (
    <fieldset className="news-editor-panel" data-editor-panel="image">
      <legend>{texts.imageHeading}</legend>
      <PanelField
        name="alt"
        label={texts.imageAlt}
        help={image.alt ? texts.imageAltHelp : `${texts.imageAltMissing}: ${texts.imageAltHelp}`}
        value={image.alt}
        onChange={(alt) => update({ alt })}
      />
      <PanelField name="caption" label={texts.imageCaption} value={image.caption} onChange={(caption) => update({ caption })} />
    </fieldset>
  );
}
