import { useEffect, useId, useRef } from "react";
import { documentLanguage } from "../../lib/http/runtime.ts";
import "./dialog.css";

const CLOSE_LABEL = { zh_CN: "关闭", en_US: "Close" } as const;

export interface DialogProps {
  /** The heading; without one, `label` names the dialog (the loading overlay). */
  title?: string;
  label?: string;
  /** A line under the heading, read as the dialog's description. */
  lead?: string;
  /** CSS width, e.g. "480px"; never wider than the screen. */
  width?: string;
  className?: string;
  /** false: Escape does nothing and there is no close button (the loading overlay, a form being sent). */
  dismissible?: boolean;
  /** The buttons under the body. */
  footer?: React.ReactNode;
  /** Called once the dialog has closed (Escape, the close button, or `ref.current.close()`). */
  onClose?: () => void;
  ref?: React.Ref<HTMLDialogElement>;
  children?: React.ReactNode;
  /** Marks the element for tests and styles, e.g. { "data-booking-dialog": "" }. */
  data?: Record<`data-${string}`, string>;
}

/**
 * The site's one dialog, on the native <dialog>: showModal() puts it in the top layer and makes
 * the rest of the page inert, keeps focus inside, and Escape closes it (unless it is not
 * dismissible). It opens when mounted; focus goes to the first element marked autofocus, else the
 * first field or button, and returns to what had it before once the dialog closes.
 */
export function Dialog({ title, label, lead, width, className, dismissible = true, footer, onClose, ref, children, data }: DialogProps) {
  const own = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const leadId = useId();

  useEffect(() => {
    const dialog = own.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>("[autofocus], [data-autofocus]") ??
      dialog.querySelector<HTMLElement>(".dialog-body input, .dialog-body select, .dialog-body textarea, .dialog-footer button") ??
      dialog;
    first.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const setRefs = (element: HTMLDialogElement | null) => {
    own.current = element;
    if (typeof ref === "function") ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <dialog
      ref={setRefs}
      className={["dialog", className].filter(Boolean).join(" ")}
      style={width ? { width: `min(${width}, calc(100vw - 32px))` } : undefined}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      aria-describedby={lead ? leadId : undefined}
      tabIndex={-1}
      onCancel={(event) => {
        if (!dismissible) event.preventDefault();
      }}
      onClose={onClose}
      {...data}
    >
      {title ? (
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          {dismissible ? (
            <button
              type="button"
              className="dialog-close"
              aria-label={CLOSE_LABEL[documentLanguage()]}
              onClick={() => own.current?.close()}
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      ) : null}
      {lead ? (
        <p id={leadId} className="dialog-lead">
          {lead}
        </p>
      ) : null}
      {children ? <div className="dialog-body">{children}</div> : null}
      {footer ? <div className="dialog-footer">{footer}</div> : null}
    </dialog>
  );
}
