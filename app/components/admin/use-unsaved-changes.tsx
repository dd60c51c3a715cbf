import { use, useCallback, useEffect, useState } from "react";
import { UNSAFE_DataRouterContext, UNSAFE_DataRouterStateContext, type Blocker, type BlockerFunction } from "react-router";
import { editingTexts } from "../../i18n/admin-editing-texts.ts";
import { isKeepFocus } from "../layout/route-announcer.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { useConsoleTexts } from "./console-texts.ts";

let blockers = 0;

/**
 * React Router's `useBlocker`, on the same router API (`getBlocker`, `deleteBlocker`, the state's
 * `blockers`). Importing `useBlocker` itself puts its code into the framework chunk every public
 * page loads (+184 bytes gzip measured); this copy stays in the console's chunk. The site has no
 * basename, so the paths need no stripping.
 */
function useConsoleBlocker(shouldBlock: BlockerFunction): Blocker {
  const router = use(UNSAFE_DataRouterContext)?.router;
  const state = use(UNSAFE_DataRouterStateContext);
  const [key] = useState(() => `console-${++blockers}`);
  useEffect(() => {
    if (!router) return;
    router.getBlocker(key, shouldBlock);
  }, [router, key, shouldBlock]);
  useEffect(() => () => router?.deleteBlocker(key), [router, key]);
  return state?.blockers.get(key) ?? IDLE;
}

const IDLE: Blocker = { state: "unblocked", proceed: undefined, reset: undefined, location: undefined };

/**
 * Asks before unsaved changes are left behind: a console link or the back button (React Router's
 * blocker, answered in the console's dialog) and closing or reloading the tab (the browser's own
 * `beforeunload` prompt). A new address for the same screen (a new article saved under its id)
 * is not leaving. Render what it returns.
 */
export function useUnsavedChanges(dirty: boolean): React.ReactNode {
  const { language } = useConsoleTexts();
  const texts = editingTexts[language].leave;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname && !isKeepFocus(nextLocation.state),
    [dirty],
  );
  const blocker = useConsoleBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  if (blocker.state !== "blocked") return null;
  return (
    <Dialog
      title={texts.title}
      width="440px"
      onClose={() => {
        if (blocker.state === "blocked") blocker.reset();
      }}
      data={{ "data-unsaved-dialog": "" }}
      footer={
        <>
          <button type="button" className="console-button console-button-primary" data-autofocus="" onClick={() => blocker.reset()}>
            {texts.stay}
          </button>
          <button type="button" className="console-button" onClick={() => blocker.proceed()}>
            {texts.leave}
          </button>
        </>
      }
    >
      <p>{texts.message}</p>
    </Dialog>
  );
}
