import { Link, type LinkProps } from "react-router";
import { isExternal } from "../../../common/external-link.ts";
import { useSite } from "../../lib/use-site.ts";

interface AppLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  /**
   * React Router marks a link data-discover and fetches the routes of the marked paths after
   * loading; "none" for links whose route another link on every such page already brings.
   */
  discover?: LinkProps["discover"];
}

/**
 * A link to an app path (kept under /en on English-prefixed pages) or to a full web address,
 * which opens in a new tab as spec section 2 requires.
 */
export function AppLink({ to, discover, children, ...rest }: AppLinkProps) {
  const { localize, messages } = useSite();
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {/* One text node, without React's <!-- --> seam in the HTML of every page. */}
        <span className="visually-hidden">{` ${messages.menu.opensInNewTab}`}</span>
      </a>
    );
  }
  return (
    <Link to={localize(to)} discover={discover} {...rest}>
      {children}
    </Link>
  );
}
