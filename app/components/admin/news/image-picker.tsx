import { useRef, useState } from "react";
import { imageUrlFor } from "../../../../common/file-paths.ts";
import { uploadFile } from "../upload-file.ts";

export interface ImagePickerLabels {
  legend: string;
  none: string;
  upload: string;
  remove: string;
  uploading: string;
  /** Under the buttons: what the image is for. */
  help?: string;
}

/**
 * An article's image (the cover, a language's share image): an uploaded file (POST
 * /api/admin/files), shown at the width the site will use.
 */
export function ImagePicker({
  name,
  image,
  width,
  labels,
  onChange,
}: {
  /** Names the picker for tests and styles (data-image-picker). */
  name: string;
  image: string;
  /** The variant the site shows. */
  width: number;
  labels: ImagePickerLabels;
  onChange: (image: { fileId: number | null; url: string }) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const stored = await uploadFile(file, { purpose: "image" });
      onChange({ fileId: stored.id, url: imageUrlFor(stored, width) });
    } catch {
      // The request layer has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="news-cover" data-image-picker={name}>
      <legend>{labels.legend}</legend>
      {image ? <img src={image} alt={labels.legend} width={240} /> : <p>{labels.none}</p>}
      <div className="console-filter-buttons">
        <button type="button" className="console-button" disabled={busy} onClick={() => input.current?.click()}>
          {busy ? labels.uploading : labels.upload}
        </button>
        {image ? (
          <button type="button" className="console-button" onClick={() => onChange({ fileId: null, url: "" })}>
            {labels.remove}
          </button>
        ) : null}
      </div>
      {labels.help ? <p className="field-message">{labels.help}</p> : null}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        hidden
        data-image-input={name}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
    </fieldset>
  );
}
