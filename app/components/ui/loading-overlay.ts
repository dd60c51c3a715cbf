import "./feedback.css";

let overlay: HTMLDialogElement | null = null;
let openCount = 0;

/**
 * The full-page loading overlay (black at 0.7 opacity, spec section 9) as a modal <dialog>: the
 * page behind is inert while it shows and Escape does not dismiss it. Nested calls share one
 * overlay; it closes when every caller has closed it. Returns the close function.
 */
export function showLoading(text: string): () => void {
  if (!overlay) {
    overlay = document.createElement("dialog");
    overlay.className = "loading-overlay";
    overlay.setAttribute("aria-busy", "true");
    overlay.addEventListener("cancel", (event) => event.preventDefault());
    const spinner = document.createElement("span");
    spinner.className = "loading-spinner";
    spinner.setAttribute("aria-hidden", "true");
    const label = document.createElement("p");
    label.setAttribute("role", "status");
    overlay.append(spinner, label);
    document.body.append(overlay);
  }
  const current = overlay;
  const label = current.querySelector("p");
  if (label) label.textContent = text;
  current.setAttribute("aria-label", text);
  openCount += 1;
  if (!current.open) {
    current.showModal();
    current.focus();
  }
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    openCount -= 1;
    if (openCount === 0 && current.open) current.close();
  };
}
