import type { ToastType } from "../../lib/http/request.ts";
import "./toast.css";

export interface ToastOptions {
  type: ToastType;
  message: string;
  durationMs: number;
  closeLabel: string;
}

const GLYPHS: Record<ToastType, string> = { success: "✓", info: "i", warning: "!", error: "!" };
// Live regions must exist before text is put in them, or screen readers may not announce it.
const FIRST_MESSAGE_DELAY_MS = 120;

let regions: { polite: HTMLElement; assertive: HTMLElement } | null = null;

function ensureRegions(): { regions: { polite: HTMLElement; assertive: HTMLElement }; fresh: boolean } {
  if (regions?.polite.isConnected) return { regions, fresh: false };
  const host = document.createElement("div");
  host.className = "toast-host";
  const polite = document.createElement("div");
  polite.setAttribute("role", "status");
  polite.setAttribute("aria-live", "polite");
  const assertive = document.createElement("div");
  assertive.setAttribute("role", "alert");
  assertive.setAttribute("aria-live", "assertive");
  host.append(polite, assertive);
  document.body.append(host);
  regions = { polite, assertive };
  return { regions, fresh: true };
}

/**
 * A plain-DOM toast (no React root needed, so the request layer can call it from anywhere):
 * errors go to an assertive live region, the rest to a polite one. Hovering or focusing a toast
 * pauses its timer; the close button removes it at once.
 */
export function showToast({ type, message, durationMs, closeLabel }: ToastOptions): () => void {
  const { regions: live, fresh } = ensureRegions();
  const toast = document.createElement("div");
  toast.className = "toast";
  toast.dataset.type = type;
  const icon = document.createElement("span");
  icon.className = "toast-icon";
  icon.dataset.glyph = GLYPHS[type];
  icon.setAttribute("aria-hidden", "true");
  const text = document.createElement("p");
  text.textContent = message;
  const close = document.createElement("button");
  close.type = "button";
  close.className = "toast-close";
  close.setAttribute("aria-label", closeLabel);
  close.textContent = "×";
  toast.append(icon, text, close);

  let timer: ReturnType<typeof setTimeout> | undefined;
  const remove = () => {
    clearTimeout(timer);
    toast.remove();
  };
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(remove, durationMs);
  };
  const pause = () => clearTimeout(timer);
  close.addEventListener("click", remove);
  toast.addEventListener("pointerenter", pause);
  toast.addEventListener("pointerleave", start);
  toast.addEventListener("focusin", pause);
  toast.addEventListener("focusout", start);

  const region = type === "error" ? live.assertive : live.polite;
  const insert = () => {
    region.append(toast);
    start();
  };
  if (fresh) setTimeout(insert, FIRST_MESSAGE_DELAY_MS);
  else insert();
  return remove;
}
