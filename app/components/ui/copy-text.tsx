import { useCallback } from "react";
import { httpMessages } from "../../lib/http/error-messages.ts";
import { documentLanguage } from "../../lib/http/runtime.ts";
import { toast } from "./notify.ts";

/** The reference's fallback: select the text in an off-screen read-only textarea and copy it. */
function copyWithSelection(text: string): boolean {
  if (typeof document === "undefined") return false;
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const selection = document.getSelection();
  const previousRange = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  const area = document.createElement("textarea");
  area.value = text;
  area.readOnly = true;
  area.setAttribute("aria-hidden", "true");
  area.style.cssText = "contain:strict;position:absolute;left:-9999px;font-size:12pt";
  document.body.append(area);
  area.select();
  area.selectionStart = 0;
  area.selectionEnd = text.length;
  let copied = false;
  try {
    copied = document.execCommand("copy");
  } catch {
    copied = false;
  }
  area.remove();
  if (previousRange && selection) {
    selection.removeAllRanges();
    selection.addRange(previousRange);
  }
  previousFocus?.focus();
  return copied;
}

/** Copies text to the clipboard (Clipboard API, else the selection fallback). Resolves true on success. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or an insecure page: try the old way.
  }
  return copyWithSelection(text);
}

/**
 * The copy-text directive of spec section 6 as a hook: copies, says so in a toast, then calls the
 * callback with the value when it worked.
 */
export function useCopyText(onCopied?: (value: string) => void) {
  return useCallback(
    async (value: string) => {
      const texts = httpMessages[documentLanguage()];
      const copied = await copyText(value);
      toast(copied ? "success" : "error", copied ? texts.copied : texts.copyFailed);
      if (copied) onCopied?.(value);
      return copied;
    },
    [onCopied],
  );
}

interface CopyButtonProps extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "value" | "onClick" | "type"> {
  /** The text put on the clipboard. */
  value: string;
  onCopied?: (value: string) => void;
}

/** The copy directive as a button: clicking copies `value`. */
export function CopyButton({ value, onCopied, children, ...rest }: CopyButtonProps) {
  const copy = useCopyText(onCopied);
  return (
    <button type="button" {...rest} onClick={() => void copy(value)}>
      {children}
    </button>
  );
}
