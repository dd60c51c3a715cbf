import { useConsoleTexts } from "./console-texts.ts";

/** What a screen shows to a staff member whose role does not reach it (the server answers 403 too). */
export function ForbiddenPanel() {
  const { t } = useConsoleTexts();
  return (
    <section className="console-panel console-forbidden" role="alert" data-forbidden="">
      <h1>{t.forbiddenTitle}</h1>
      <p>{t.screenForbidden}</p>
    </section>
  );
}
