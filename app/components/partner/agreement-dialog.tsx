import { useRef } from "react";
import type { UserAuthorisationAgreement } from "../../../content/pages/partner.ts";
import { Dialog } from "../ui/dialog.tsx";
import { ParagraphsAndList } from "../sections/paragraphs-and-list.tsx";
import "./agreement-dialog.css";

interface AgreementDialogProps {
  agreement: UserAuthorisationAgreement;
  /** "I have read and agree": ticks the consent box (the dialog then closes). */
  onAgree(): void;
  onClose(): void;
}

/** The user authorisation agreement in a dialog; the text starts at its top and scrolls by keyboard. */
export default function AgreementDialog({ agreement, onAgree, onClose }: AgreementDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  return (
    <Dialog
      ref={dialogRef}
      title={agreement.title}
      lead={agreement.versionLabel}
      width="720px"
      className="agreement-dialog"
      data={{ "data-agreement-dialog": "" }}
      onClose={onClose}
      footer={
        <>
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
        </>
      }
    >
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard */}
      <section className="agreement-body" tabIndex={0} aria-label={agreement.title} data-autofocus="">
        {agreement.preamble.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {agreement.sections.map((section) => (
          <section key={section.heading}>
            <h3>{section.heading}</h3>
            <ParagraphsAndList paragraphs={section.paragraphs} items={section.items} />
          </section>
        ))}
        <p>{agreement.closing}</p>
      </section>
    </Dialog>
  );
}
