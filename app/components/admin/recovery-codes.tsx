import { useState } from "react";
import { formatInZone } from "../../../common/site-time.ts";
import { fill } from "../../lib/fill.ts";
import { useUserStore } from "../../stores/user-store.ts";
import { useConsoleTexts } from "./console-texts.ts";
import { useSiteZone } from "./site-zone.ts";

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): copied, saved as a
 * text file or printed (admin.css prints this panel alone), then put away with "I have saved them".
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useConsoleTexts();
  const username = useUserStore((state) => state.user?.webUser ?? "");
  const timeZone = useSiteZone();
  const [copyStatus, setCopyStatus] = useState<string>("");

  const copy = () => {
    navigator.clipboard
      .writeText(codes.join("\n"))
      .then(() => setCopyStatus(t.twoStep.copied))
      .catch(() => setCopyStatus(t.twoStep.copyFailed));
  };
  const download = () => {
    const text = [
      fill(t.twoStep.fileTitle, { console: t.title }),
      fill(t.twoStep.fileAccount, { username }),
      fill(t.twoStep.fileCreated, { time: formatInZone(Date.now(), timeZone) }),
      t.twoStep.fileNote,
      "",
      ...codes,
      "",
    ].join("\r\n");
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
    link.download = "two-step-recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <section className="console-recovery-panel" aria-labelledby="recovery-codes-heading" data-recovery-codes="">
      <h2 id="recovery-codes-heading">{t.twoStep.codesHeading}</h2>
      <p>{t.twoStep.codesHelp}</p>
      <ol className="console-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="console-row-actions console-recovery-code-actions">
        <button type="button" className="console-button" onClick={copy}>
          {t.twoStep.copy}
        </button>
        <button type="button" className="console-button" onClick={download} data-download-codes="">
          {t.twoStep.download}
        </button>
        <button type="button" className="console-button" onClick={() => window.print()}>
          {t.twoStep.print}
        </button>
        <output className="console-recovery-code-status">{copyStatus}</output>
      </div>
      <button type="button" className="console-button console-button-primary" onClick={onDone} data-codes-saved="">
        {t.twoStep.saved}
      </button>
    </section>
  );
}
