import "./feedback.css";

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
}

let counter = 0;

/**
 * A confirm dialog on the native <dialog> element: showModal() makes the rest of the page inert,
 * keeps focus inside and closes on Escape (counted as cancel). Focus returns to where it was.
 * Resolves true when confirmed.
 */
export function confirmDialog({ title, message, confirmText, cancelText }: ConfirmOptions): Promise<boolean> {
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const id = `app-dialog-${++counter}`;
  const dialog = document.createElement("dialog");
  dialog.className = "app-dialog";
  dialog.setAttribute("aria-labelledby", `${id}-title`);
  dialog.setAttribute("aria-describedby", `${id}-message`);
  const heading = document.createElement("h2");
  heading.id = `${id}-title`;
  heading.textContent = title;
  const text = document.createElement("p");
  text.id = `${id}-message`;
  text.textContent = message;
  const actions = document.createElement("div");
  actions.className = "dialog-actions";
  const cancel = document.createElement("button");
  cancel.type = "button";
  cancel.className = "button button-outline";
  cancel.textContent = cancelText;
  cancel.dataset.action = "cancel";
  const confirm = document.createElement("button");
  confirm.type = "button";
  confirm.className = "button button-primary";
  confirm.textContent = confirmText;
  confirm.dataset.action = "confirm";
  actions.append(cancel, confirm);
  dialog.append(heading, text, actions);
  document.body.append(dialog);

  return new Promise((resolve) => {
    let result = false;
    cancel.addEventListener("click", () => dialog.close());
    confirm.addEventListener("click", () => {
      result = true;
      dialog.close();
    });
    dialog.addEventListener("close", () => {
      dialog.remove();
      if (previousFocus?.isConnected) previousFocus.focus();
      resolve(result);
    });
    dialog.showModal();
    confirm.focus();
  });
}
