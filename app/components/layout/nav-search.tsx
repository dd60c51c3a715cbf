import { SEARCH_PATH, SEARCH_QUERY_MAX } from "../../../common/search.ts";
import { useSite } from "../../lib/use-site.ts";

/**
 * The navigation bar's search field: a GET form to /search, so it needs no script and adds none.
 * On a wide screen it is an icon that opens into a field while it has the focus (CSS only); in the
 * phone menu it is a full-width field with its button. Its magnifier is drawn by the stylesheet
 * (app/styles/search.css): the markup is on every page, within its HTML and JavaScript budgets.
 */
export function NavSearch() {
  const { messages, localize } = useSite();
  return (
    <search className="nav-search">
      <form method="get" action={localize(SEARCH_PATH)}>
        <input
          type="search"
          name="q"
          maxLength={SEARCH_QUERY_MAX}
          aria-label={messages.search.label}
          placeholder={messages.search.placeholder}
        />
        <button type="submit">{messages.search.submit}</button>
      </form>
    </search>
  );
}
