import { useEffect, useId, useRef, useState, type ReactNode } from "react";
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

/**
 * A panel of one address field: its button (or Enter) applies it, or shows why it cannot;
 * cancel puts the focus back in the text. `apply` answers the problem, or null once applied.
 */
function AddressPanel({
  name,
  editor,
  texts,
  onClose,
  initialValue,
  label,
  help,
  actionLabel,
  apply,
  children,
}: {
  name: "link" | "video";
  editor: Editor;
  texts: PanelTexts;
  onClose: () => void;
  initialValue: string;
  label: string;
  help: string;
  actionLabel: string;
  apply: (value: string) => string | null;
  /** More buttons, between the action and cancel. */
  children?: ReactNode;
}) {
  const [value, setValue] = useState(initialValue);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const refused = apply(value);
    if (refused) return setProblem(refused);
    onClose();
  };
  return (
    <div className="news-editor-panel" data-editor-panel={name}>
      <PanelField
        name={name}
        label={label}
        help={help}
        problem={problem}
        value={value}
        focusRequest={1}
        onChange={(next) => {
          setValue(next);
          setProblem(null);
        }}
        onEnter={submit}
      />
      <div className="console-filter-buttons">
        <button type="button" className="console-button console-button-primary" onClick={submit}>
          {actionLabel}
        </button>
        {children}
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

/** A link's address, edited in a field of the editor: applied to the selection, or removed. */
export function LinkPanel({ editor, texts, onClose }: { editor: Editor; texts: PanelTexts; onClose: () => void }) {
  return (
    <AddressPanel
      name="link"
      editor={editor}
      texts={texts}
      onClose={onClose}
      initialValue={(editor.getAttributes("link").href as string | undefined) ?? ""}
      label={texts.linkAddress}
      help={texts.linkHelp}
      actionLabel={texts.apply}
      apply={(value) => {
        const href = linkHref(value);
        if (!href) return texts.linkInvalid;
        editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
        return null;
      }}
    >
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
    </AddressPanel>
  );
}

/** A video of an allowed player, from its page address or embed code; anything else is refused with why. */
export function VideoPanel({ editor, texts, onClose }: { editor: Editor; texts: PanelTexts; onClose: () => void }) {
  return (
    <AddressPanel
      name="video"
      editor={editor}
      texts={texts}
      onClose={onClose}
      initialValue=""
      label={texts.videoAddress}
      help={texts.videoHelp}
      actionLabel={texts.videoInsert}
      apply={(value) => {
        const embed = videoEmbed(value);
        if (!embed) return texts.videoRefused;
        atCaret(editor).setVideoEmbed(embed.src).run();
        return null;
      }}
    />
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
