import { useState } from "react";
import { useConsoleTexts } from "./console-texts.ts";
import { imageUrlFor } from "../../../common/file-paths.ts";
import { uploadFile } from "./upload-file.ts";

/**
 * An optional picture for a row: uploads the chosen image through the console's file API and hands
 * back the same-origin address of its 960 px WebP variant (cards are shown at most 640 px wide, so
 * this covers 1.5x screens without sending the original); shows the current one with a way to remove it.
 */
export function ImageUpload({ id, value, onChange }: { id: string; value: string; onChange: (url: string) => void }) {
  const { t } = useConsoleTexts();
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    setBusy(true);
    try {
      onChange(imageUrlFor(await uploadFile(file, { purpose: "image" }), 960));
    } catch {
      // The request layer has shown the failure (too large, a refused type).
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="console-image-upload" data-image-upload="">
      <span className="console-image-label">{t.content.image}</span>
      {value ? (
        <img src={value} alt="" width={160} height={90} className="console-image-preview" />
      ) : (
        <p className="console-muted">{t.content.imageNone}</p>
      )}
      <label htmlFor={id} className="console-button">
        {busy ? t.content.imageUploading : t.content.imageUpload}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="visually-hidden"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      {value && (
        <button type="button" className="console-link-button" onClick={() => onChange("")}>
          {t.content.imageRemove}
        </button>
      )}
    </div>
  );
}
