import { WARNING_DIALOG_WIDTH_PX } from "../../../common/constants.ts";
import { renderDetached } from "./detached.tsx";
import { Dialog } from "./dialog.tsx";

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
}

/** A question with two answers (spec section 4's warning dialog, 400 px): resolves true when confirmed; Escape counts as cancel. */
export function confirmDialog({ title, message, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let confirmed = false;
    let dialog: HTMLDialogElement | null = null;
    const close = (answer: boolean) => {
      confirmed = answer;
      dialog?.close();
    };
    const remove = renderDetached(
      <Dialog
        ref={(element) => void (dialog = element)}
        title={title}
        lead={message}
        width={`${WARNING_DIALOG_WIDTH_PX}px`}
        className="dialog-confirm"
        onClose={() => {
          // Unmounting inside the close event would be too early for React: finish this turn first.
          queueMicrotask(remove);
          resolve(confirmed);
        }}
        footer={
          <>
            <button type="button" className="button button-outline" data-action="cancel" onClick={() => close(false)}>
              {cancelText}
            </button>
            <button type="button" className="button button-primary" data-action="confirm" data-autofocus="" onClick={() => close(true)}>
              {confirmText}
            </button>
          </>
        }
      />,
    );
  });
}
