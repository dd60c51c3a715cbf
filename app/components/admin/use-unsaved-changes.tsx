import { useEffect } from "react";
import { useBlocker } from "react-router";
import { editingTexts } from "../../i18n/admin-editing-texts.ts";
import { isKeepFocus } from "../layout/route-announcer.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { useConsoleTexts } from "./console-texts.ts";

/**
 * Asks before unsaved changes are left behind: a console link or the back button (React Router's
 * blocker, answered in the console's dialog) and closing or reloading the tab (the browser's own
 * `beforeunload` prompt). A new address for the same screen (a new article saved under its id)
 * is not leaving. Render what it returns.
 */
export function useUnsavedChanges(dirty: boolean): React.ReactNode {
  const { language } = useConsoleTexts();
  const texts = editingTexts[language].leave;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname && !isKeepFocus(nextLocation.state),
  );

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
