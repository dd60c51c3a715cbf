import { useId } from "react";
import { SEARCH_PATH, SEARCH_QUERY_MAX } from "../../../common/search.ts";
import { useSite } from "../../lib/use-site.ts";
import { SearchIcon } from "../ui/icons.tsx";

interface SearchFormProps {
  query: string;
  text: { formLabel: string; placeholder: string; submit: string };
}

/** The search page's own field: a GET form, so searching works before (and without) the page's scripts. */
export function SearchForm({ query, text }: SearchFormProps) {
  const { localize } = useSite();
  const id = useId();
  return (
    <search>
      <form method="get" action={localize(SEARCH_PATH)} className="search-form">
        <label htmlFor={id} className="visually-hidden">
          {text.formLabel}
        </label>
        <input
          key={query}
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={text.placeholder}
          enterKeyHint="search"
          autoComplete="off"
        />
        <button type="submit" className="button button-primary">
          <SearchIcon size={18} />
          {text.submit}
        </button>
      </form>
    </search>
  );
}
