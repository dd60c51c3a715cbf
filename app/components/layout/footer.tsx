import { QR_SIZE_SMALL_PX } from "../../../common/constants.ts";
import type { Messages } from "../../i18n/zh-cn.ts";
import { useSite } from "../../lib/use-site.ts";
import { AppLink } from "../ui/app-link.tsx";

type FooterLabel = keyof Messages["footer"] | `menu.${keyof Messages["menu"]}`;

interface FooterColumn {
  title: keyof Messages["footer"];
  links: Array<{ label: FooterLabel; to: string; hot?: boolean }>;
}

/** The five columns of spec section 1, in order. */
export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    title: "productsTitle",
    links: [
      { label: "menu.aidc", to: "/AIDC" },
      { label: "menu.aiCompute", to: "/sunCloudAIPro", hot: true },
      { label: "menu.cloudProduct", to: "/cloudProduct" },
      { label: "menu.networkService", to: "/networkService" },
    ],
  },
  {
    title: "locationsTitle",
    links: [
      { label: "locationNorth", to: "/AIDC" },
      { label: "locationEast", to: "/AIDC" },
      { label: "locationSouth", to: "/AIDC" },
      { label: "locationSouthwest", to: "/AIDC" },
      { label: "locationNorthwest", to: "/AIDC" },
    ],
  },
  { title: "partnerTitle", links: [{ label: "partnerProgramme", to: "/ecologyPartner" }] },
  {
    title: "aboutTitle",
    links: [
      { label: "menu.about", to: "/about" },
      { label: "menu.greenDevelop", to: "/greenDevelop" },
      { label: "history", to: "/about#history" },
    ],
  },
  {
    title: "newsTitle",
    links: [
      { label: "newsColumn1", to: "/news?type=1" },
      { label: "newsColumn2", to: "/news?type=2" },
      { label: "newsColumn3", to: "/news?type=3" },
      { label: "newsColumn4", to: "/news?type=4" },
    ],
  },
];

const ICP_REGISTRY_URL = "https://beian.miit.gov.cn/";
const PSB_REGISTRY_URL = "https://beian.mps.gov.cn/#/query/webSearch";

function label(messages: Messages, key: FooterLabel): string {
  return key.startsWith("menu.") ? messages.menu[key.slice(5) as keyof Messages["menu"]] : messages.footer[key as keyof Messages["footer"]];
}

export function Footer() {
  const { site, messages, year } = useSite();
  const t = messages.footer;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <nav className="footer-columns" aria-label={t.footerNavigation}>
          {FOOTER_COLUMNS.map((column) => (
            <div className="footer-column" key={column.title}>
              <h2 className="footer-title">{t[column.title]}</h2>
              <ul>
                {/* The navigation bar above links all these pages, and React Router needs one link to discover a route. */}
                {column.links.map((link) => (
                  <li key={link.label}>
                    <AppLink to={link.to} discover="none">
                      {label(messages, link.label)}
                      {link.hot ? <span className="hot-badge">{messages.menu.hot}</span> : null}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="footer-contact">
          <img
            src={`/api/site/qr/contact.svg?v=${site.qrVersion}`}
            width={QR_SIZE_SMALL_PX}
            height={QR_SIZE_SMALL_PX}
            alt={t.contactQrAlt}
            loading="lazy"
            className="qr-image"
          />
          <p className="footer-qr-caption">{t.contactQr}</p>
          <p className="footer-phone">
            <span>{t.hotline}</span>
            <a href={`tel:${site.hotline.replace(/[^\d+]/g, "")}`} data-testid="hotline">
              {site.hotline}
            </a>
          </p>
          <p className="footer-phone">
            <span>{t.complaintHotline}</span>
            <a href={`tel:${site.complaintHotline.replace(/[^\d+]/g, "")}`} data-testid="complaint-hotline">
              {site.complaintHotline}
            </a>
          </p>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          {/* One text node: React marks the seams between adjacent ones with <!-- --> in the HTML. */}
          <p>{`© ${site.copyrightYearFrom}-${year} ${site.name} ${t.rightsReserved}`}</p>
          <p className="filings">
            <AppLink to="/privacy" data-testid="privacy-link">
              {t.privacy}
            </AppLink>
            <a href={ICP_REGISTRY_URL} target="_blank" rel="noopener noreferrer" data-testid="icp-filing">
              {site.icpFiling}
            </a>
            <a href={PSB_REGISTRY_URL} target="_blank" rel="noopener noreferrer" data-testid="psb-filing">
              {site.psbFiling}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
