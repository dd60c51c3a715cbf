import { renderDetached } from "./detached.tsx";
import { Dialog } from "./dialog.tsx";

let overlay: { remove: () => void; count: number } | null = null;

/**
 * The full-page loading overlay (black at 0.7 opacity, spec section 9): a dialog that Escape does
 * not dismiss, so the page behind is inert while it shows. Nested calls share one overlay; it goes
 * when every caller has closed it. Returns the close function.
 */
export function showLoading(text: string): () => void {
  if (overlay) overlay.count += 1;
  else {
    overlay = {
      count: 1,
      remove: renderDetached(
        <Dialog label={text} className="loading-overlay" dismissible={false}>
          <span className="loading-spinner" aria-hidden="true" />
          <output>{text}</output>
        </Dialog>,
      ),
    };
  }
  let closed = false;
  return () => {
    if (closed || !overlay) return;
    closed = true;
    overlay.count -= 1;
    if (overlay.count === 0) {
      overlay.remove();
      overlay = null;
    }
  };
}
