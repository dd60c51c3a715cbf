import { createRoot } from "react-dom/client";

/**
 * Renders a React element outside the page's tree, for dialogs raised by code outside React (the
 * request layer's re-login prompt, the loading overlay). Returns the function that removes it.
 */
export function renderDetached(element: React.ReactNode): () => void {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  root.render(element);
  return () => {
    root.unmount();
    host.remove();
  };
}
