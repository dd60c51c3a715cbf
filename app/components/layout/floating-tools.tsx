import { useRef } from "react";
import { BACK_TO_TOP_THRESHOLD_PX, POPOVER_OFFSET_PX, QR_SIZE_LARGE_PX } from "../../../common/constants.ts";
import { useEffect } from "react";
import { trackEvent } from "../../lib/analytics-beacon.ts";
import { useSite } from "../../lib/use-site.ts";
import { ArrowUpIcon, ChatIcon, QrIcon } from "../ui/icons.tsx";
import { useDisclosure } from "../ui/use-disclosure.ts";
import { useInsideViewport } from "../ui/use-inside-viewport.ts";
import { useScrolledPast } from "../ui/use-scrolled-past.ts";

function scrollToTop() {
  // The button hides itself near the top; moving focus first keeps focus on the page and lets
  // the smooth scroll finish instead of being cancelled when the focused button disappears.
  document.getElementById("main")?.focus({ preventScroll: true });
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" });
}

/** Floating side tool: customer-service chat, consultant QR popover, back to top (past 100 px). */
export function FloatingTools() {
  const { site, messages } = useSite();
  const t = messages.floating;
  const showBackToTop = useScrolledPast(BACK_TO_TOP_THRESHOLD_PX);
  const consultant = useDisclosure({ openOnHover: true });
  const consultantPanel = useRef<HTMLDivElement>(null);
  const insideViewport = useInsideViewport(consultantPanel, consultant.open);
  useEffect(() => {
    if (consultant.open) trackEvent("consultant_opened");
  }, [consultant.open]);

  return (
    <aside className="floating-tools" aria-label={t.label}>
      <a className="floating-button" href={site.chatUrl} target="_blank" rel="noopener noreferrer" data-event="chat_opened">
        <ChatIcon />
        <span className="floating-label">{t.chat}</span>
        <span className="visually-hidden">{messages.menu.opensInNewTab}</span>
      </a>
      <div className="floating-popover-anchor" {...consultant.rootProps}>
        <button className="floating-button" {...consultant.buttonProps}>
          <QrIcon />
          <span className="floating-label">{t.consultant}</span>
        </button>
        <div
          className="floating-popover"
          ref={consultantPanel}
          style={{ marginRight: POPOVER_OFFSET_PX, ...insideViewport }}
          {...consultant.panelProps}
        >
          <img
            src={`/api/site/qr/consultant.svg?v=${site.qrVersion}`}
            width={QR_SIZE_LARGE_PX}
            height={QR_SIZE_LARGE_PX}
            alt={t.consultantQrAlt}
            loading="lazy"
          />
          <p>{t.consultantHint}</p>
        </div>
      </div>
      <button type="button" className="floating-button back-to-top" hidden={!showBackToTop} onClick={scrollToTop} aria-label={t.backToTop}>
        <ArrowUpIcon />
        <span className="floating-label" aria-hidden="true">
          {t.backToTop}
        </span>
      </button>
    </aside>
  );
}
