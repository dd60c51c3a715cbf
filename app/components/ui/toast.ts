import type { ToastType } from "../../lib/http/request.ts";
import "./toast.css";

export interface ToastOptions {
  type: ToastType;
  message: string;
  durationMs: number;
  closeLabel: string;
  /** What a toast says once the same one has come N times while shown ("17 leads updated"); by default "message ×N". */
  countText?: (count: number) => string;
}

/** Toasts on screen by type and message: a repeat updates the one shown instead of stacking another. */
const shown = new Map<string, { repeat: () => void }>();

const GLYPHS: Record<ToastType, string> = { success: "✓", info: "i", warning: "!", error: "!" };
// Live regions must exist before text is put in them, or screen readers may not announce it.
const FIRST_MESSAGE_DELAY_MS = 120;

let regions: { host: HTMLElement; polite: HTMLElement; assertive: HTMLElement } | null = null;

/** The open modal dialog on top, if any: everything outside it is inert, hidden and unheard. */
function topModal(): HTMLDialogElement | undefined {
  return [...document.querySelectorAll("dialog")].findLast((dialog) => dialog.matches(":modal"));
}

/**
 * Puts the toasts where people and screen readers can see them: inside the top modal dialog
 * while one is open (outside it the page is inert), else in the body; shown as a manual popover,
 * so they sit in the top layer above the dialog and its backdrop.
 */
function place(host: HTMLElement): void {
  const parent = topModal() ?? document.body;
  if (host.parentElement !== parent) parent.append(host);
  if (!host.matches(":popover-open")) host.showPopover();
}

function ensureRegions(): { regions: { host: HTMLElement; polite: HTMLElement; assertive: HTMLElement }; fresh: boolean } {
  if (regions?.host.isConnected) {
    place(regions.host);
    return { regions, fresh: false };
  }
  const host = document.createElement("div");
  host.className = "toast-host";
  host.popover = "manual";
  const polite = document.createElement("div");
  polite.setAttribute("role", "status");
  polite.setAttribute("aria-live", "polite");
  const assertive = document.createElement("div");
  assertive.setAttribute("role", "alert");
  assertive.setAttribute("aria-live", "assertive");
  host.append(polite, assertive);
  place(host);
  // A dialog that closes with toasts inside hands them back to the page (or the dialog beneath).
  document.addEventListener(
    "close",
    (event) => {
      if (event.target instanceof HTMLDialogElement && event.target.contains(host)) {
        event.target.after(host);
        place(host);
      }
    },
    true,
  );
  regions = { host, polite, assertive };
  return { regions, fresh: true };
}

/**
 * A plain-DOM toast (no React root needed, so the request layer can call it from anywhere):
 * errors go to an assertive live region, the rest to a polite one. Hovering or focusing a toast
 * pauses its timer; the close button removes it at once.
 */
export function showToast({ type, message, durationMs, closeLabel, countText }: ToastOptions): () => void {
  const key = `${type}\n${message}`;
  const open = shown.get(key);
  if (open) {
    open.repeat();
    return () => undefined;
  }
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
  let count = 1;
  const remove = () => {
    clearTimeout(timer);
    toast.remove();
    shown.delete(key);
  };
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(remove, durationMs);
  };
  shown.set(key, {
    repeat: () => {
      count += 1;
      text.textContent = countText ? countText(count) : `${message} ×${count}`;
      if (toast.isConnected) start();
    },
  });
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
