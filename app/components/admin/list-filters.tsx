import type { ReactNode } from "react";
import type { ListCall } from "../../../common/contracts/call.ts";
import { useConsoleTexts } from "./console-texts.ts";
import type { ListScreen } from "./use-list-screen.ts";

/**
 * A list screen's filter form: its fields (built with `screen.field`) are applied on submit and
 * cleared by reset, both from the first page. A `problem` (a reversed date range) is shown and
 * keeps the filters from being applied until it is fixed.
 */
export function ListFilters<C extends ListCall>({
  screen,
  label,
  problem,
  children,
}: {
  screen: ListScreen<C>;
  label?: string;
  problem?: string | undefined;
  children: ReactNode;
}) {
  const { t } = useConsoleTexts();
  return (
    <form
      className="console-filters"
      aria-label={label ?? t.list.filters}
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) screen.apply();
      }}
    >
      {children}
      {problem && (
        <p className="console-form-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="console-filter-buttons">
        <button type="submit" className="console-button console-button-primary">
          {t.list.apply}
        </button>
        <button type="button" className="console-button" onClick={screen.reset}>
          {t.list.reset}
        </button>
      </div>
    </form>
  );
}
