import { ERROR_TOAST_MS } from "../../../common/constants.ts";
import type { ToastType } from "../../lib/http/request.ts";
import { documentLanguage } from "../../lib/http/runtime.ts";
import type { ConfirmOptions } from "./confirm-dialog.tsx";

/** Default for toasts other than errors (errors last ERROR_TOAST_MS, spec section 8). */
export const TOAST_MS = 3_000;

/**
 * The feedback API for code outside React (the request layer) and inside it. Each widget loads on
 * first use, so pages that never show one pay nothing for it.
 */
export function toast(
  type: ToastType,
  message: string,
  durationMs = type === "error" ? ERROR_TOAST_MS : TOAST_MS,
  countText?: (count: number) => string,
): void {
  // The error catalogue (both languages) comes with the widget, for its close label.
  void Promise.all([import("./toast.ts"), import("../../lib/http/error-messages.ts")]).then(([{ showToast }, { httpMessages }]) =>
    showToast({ type, message, durationMs, closeLabel: httpMessages[documentLanguage()].dialogClose, countText }),
  );
}

export async function confirm(options: ConfirmOptions): Promise<boolean> {
  const { confirmDialog } = await import("./confirm-dialog.tsx");
  return confirmDialog(options);
}

/** Shows the loading overlay while `work` runs, and closes it in every outcome. */
export async function withLoading<T>(text: string, work: () => Promise<T>): Promise<T> {
  const { showLoading } = await import("./loading-overlay.tsx");
  const close = showLoading(text);
  try {
    return await work();
  } finally {
    close();
  }
}
