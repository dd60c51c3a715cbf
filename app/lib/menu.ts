import { isExternal } from "../../common/external-link.ts";
import { stripLanguagePrefix } from "../../common/language.ts";

export type MenuLabelKey =
  | "home"
  | "aidc"
  | "products"
  | "aiCompute"
  | "cloudProduct"
  | "aiProduct"
  | "networkService"
  | "partner"
  | "news"
  | "aboutGroup"
  | "about"
  | "greenDevelop"
  | "investorRelation"
  | "parentCompany";

export interface MenuLink {
  key: MenuLabelKey;
  /** An app path, or a full web address (opened in a new tab). */
  to: string;
  hot?: boolean;
}

export interface MenuGroup {
  key: MenuLabelKey;
  children: MenuLink[];
}

export type MenuItem = MenuLink | MenuGroup;

/** Top navigation; the parent company's address comes from site configuration. */
export function buildMenu(parentCompanyUrl: string): MenuItem[] {
  return [
    { key: "home", to: "/index" },
    { key: "aidc", to: "/AIDC" },
    {
      key: "products",
      children: [
        { key: "aiCompute", to: "/sunCloudAIPro", hot: true },
        { key: "cloudProduct", to: "/cloudProduct" },
        { key: "aiProduct", to: "/sunCloudAIProduct" },
        { key: "networkService", to: "/networkService" },
      ],
    },
    { key: "partner", to: "/ecologyPartner" },
    { key: "news", to: "/news" },
    {
      key: "aboutGroup",
      children: [
        { key: "about", to: "/about" },
        { key: "greenDevelop", to: "/greenDevelop" },
        { key: "investorRelation", to: "/investorRelation" },
      ],
    },
    { key: "parentCompany", to: parentCompanyUrl },
  ];
}

export function isMenuGroup(item: MenuItem): item is MenuGroup {
  return "children" in item;
}

export function isExternalLink(link: MenuLink): boolean {
  return isExternal(link.to);
}

/** Pages that belong to a menu item without being its own path (spec section 2). */
const HIGHLIGHT_ALIASES: ReadonlyArray<[prefix: string, menuPath: string]> = [
  ["/cabinet", "/AIDC"],
  ["/newsDetail", "/news"],
];

/** The app path whose menu entry should be highlighted for the current location. */
export function highlightedPath(pathname: string): string {
  const path = stripLanguagePrefix(pathname);
  const alias = HIGHLIGHT_ALIASES.find(([prefix]) => path.startsWith(prefix));
  return alias ? alias[1] : path;
}

export function isLinkActive(link: MenuLink, pathname: string): boolean {
  return !isExternalLink(link) && highlightedPath(pathname) === link.to;
}

export function isItemActive(item: MenuItem, pathname: string): boolean {
  return isMenuGroup(item) ? item.children.some((child) => isLinkActive(child, pathname)) : isLinkActive(item, pathname);
}
