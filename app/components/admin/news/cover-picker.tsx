import { useRef, useState } from "react";
import type { NewsConsoleTexts } from "../../../i18n/admin-news-texts.ts";
import { imageUrlFor } from "../../../../common/file-paths.ts";
import { uploadFile } from "../upload-file.ts";

/** The article's cover: an uploaded image (POST /api/admin/files), shown as the list and the article will show it. */
export function CoverPicker({
  cover,
  texts,
  onChange,
}: {
  cover: string;
  texts: NewsConsoleTexts;
  onChange: (cover: { coverFileId: number | null; cover: string }) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const stored = await uploadFile(file, { purpose: "image" });
      onChange({ coverFileId: stored.id, cover: imageUrlFor(stored, 960) });
    } catch {
      // The request layer has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="news-cover" data-news-cover="">
      <legend>{texts.cover}</legend>
      {cover ? <img src={cover} alt={texts.cover} width={240} /> : <p>{texts.coverNone}</p>}
      <div className="console-filter-buttons">
        <button type="button" className="console-button" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? texts.uploading : texts.coverUpload}
        </button>
        {cover ? (
          <button type="button" className="console-button" onClick={() => onChange({ coverFileId: null, cover: "" })}>
            {texts.coverRemove}
          </button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        data-cover-input=""
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
    </fieldset>
  );
}
