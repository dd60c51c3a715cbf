import type { RefObject } from "react";
import { useStaffTexts } from "./staff-texts.ts";

/** A staff dialog form's confirm (submits) and cancel (closes the dialog, whose onClose tells the screen). */
export function DialogFormButtons({
  dialog,
  confirm,
  disabled,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  confirm: string;
  disabled: boolean;
}) {
  const s = useStaffTexts();
  return (
    <div className="console-form-buttons">
      <button type="submit" className="console-button console-button-primary" disabled={disabled}>
        {confirm}
      </button>
      <button type="button" className="console-button" onClick={() => dialog.current?.close()}>
        {s.roleDialog.cancel}
      </button>
    </div>
  );
}
