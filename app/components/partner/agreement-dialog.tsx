import { useEffect, useId, useRef } from "react";
import type { UserAuthorisationAgreement } from "../../../content/pages/partner.ts";
import "./agreement-dialog.css";

interface AgreementDialogProps {
  agreement: UserAuthorisationAgreement;
  /** "I have read and agree": ticks the consent box (the dialog then closes). */
  onAgree(): void;
  onClose(): void;
}

/** The user authorisation agreement in a modal <dialog> (focus kept inside, Escape closes). */
export default function AgreementDialog({ agreement, onAgree, onClose }: AgreementDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Start at the top of the text: the body is focusable so that it can be scrolled by keyboard.
    dialog.querySelector<HTMLElement>(".agreement-body")?.focus();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog ref={dialogRef} className="agreement-dialog" aria-labelledby={titleId} data-agreement-dialog="" onClose={onClose}>
      <header>
        <h2 id={titleId}>{agreement.title}</h2>
        <p>{agreement.versionLabel}</p>
      </header>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
      <section className="agreement-body" tabIndex={0} aria-labelledby={titleId}>
        {agreement.preamble.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {agreement.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.items.length > 0 ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
        <p>{agreement.closing}</p>
      </section>
      <footer>
        <button type="button" className="button button-outline" onClick={() => dialogRef.current?.close()}>
          {agreement.closeButton}
        </button>
        <button
          type="button"
          className="button button-primary"
          data-action="agree"
          onClick={() => {
            onAgree();
            dialogRef.current?.close();
          }}
        >
          {agreement.agreeButton}
        </button>
      </footer>
    </dialog>
  );
}
