import { useCallback, useState } from "react";
import type { RecordConflict } from "../../../common/contracts/record-version.ts";
import { RECORD_CHANGED_CODE } from "../../../common/contracts/record-version.ts";
import { editingTexts } from "../../i18n/admin-editing-texts.ts";
import { fill } from "../../lib/fill.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { Dialog } from "../ui/dialog.tsx";
import { useConsoleTexts } from "./console-texts.ts";

/** The conflict a refused write reports (code 409 `recordChanged`), or null for any other failure. */
export function conflictOf(error: unknown): RecordConflict | null {
  if (!isHttpError(error) || error.code !== RECORD_CHANGED_CODE) return null;
  const conflict = (error.data as { conflict?: RecordConflict } | null)?.conflict;
  return conflict && typeof conflict.version === "number" ? conflict : null;
}

export interface ConflictChoices {
  /** Drop what this screen holds and show the record as it is now. */
  reload: () => void;
  /** Write this screen's version over the newer one, knowingly (the write again, from `version`). */
  overwrite: (version: number) => Promise<unknown>;
}

/**
 * The console's one conflict dialog: who saved the record after this screen loaded it and when,
 * what they changed when the screen can tell, and the two ways out: load their version, or save
 * this one over it knowingly. Closing it leaves the screen as it is (nothing saved).
 */
export function ConflictDialog({
  conflict,
  changes,
  choices,
  onClose,
}: {
  conflict: RecordConflict;
  /** The fields the other person changed, as the screen names them. */
  changes?: React.ReactNode;
  choices: ConflictChoices;
  onClose: () => void;
}) {
  const { language, formatTime } = useConsoleTexts();
  const texts = editingTexts[language].conflict;
  const [busy, setBusy] = useState(false);
  const overwrite = async () => {
    setBusy(true);
    try {
      await choices.overwrite(conflict.version);
      onClose();
    } catch {
      // The request layer has shown why; the dialog stays for another choice.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={texts.title}
      lead={fill(texts.lead, { name: conflict.updatedBy || texts.someone, time: formatTime(conflict.updatedAt) })}
      width="560px"
      onClose={onClose}
      data={{ "data-conflict-dialog": "" }}
      footer={
        <>
          <button
            type="button"
            className="console-button"
            disabled={busy}
            onClick={() => {
              choices.reload();
              onClose();
            }}
          >
            {texts.reload}
          </button>
          <button type="button" className="console-button console-button-primary" disabled={busy} onClick={() => void overwrite()}>
            {texts.overwrite}
          </button>
          <button type="button" className="console-button" disabled={busy} onClick={onClose}>
            {texts.cancel}
          </button>
        </>
      }
    >
      {changes ? (
        <>
          <p>{texts.changedFields}</p>
          {changes}
        </>
      ) : null}
    </Dialog>
  );
}

/**
 * A screen's handling of refused writes: `resolve(error, choices)` opens the conflict dialog when
 * the error is a 409 `recordChanged` (and answers true), so the caller rethrows anything else.
 */
export function useConflicts() {
  const [open, setOpen] = useState<{ conflict: RecordConflict; choices: ConflictChoices } | null>(null);
  const resolve = useCallback((error: unknown, choices: ConflictChoices): boolean => {
    const conflict = conflictOf(error);
    if (conflict) setOpen({ conflict, choices });
    return conflict !== null;
  }, []);
  const dialog = open ? <ConflictDialog conflict={open.conflict} choices={open.choices} onClose={() => setOpen(null)} /> : null;
  return { resolve, dialog };
}
