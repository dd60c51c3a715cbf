import { staffAccountTexts } from "../../i18n/staff-accounts-texts.ts";
import { useConsoleTexts } from "./console-texts.ts";

/** The staff-account screens' texts (accounts, roles, invitations, two-step, the audit log's filters) in the console's language. */
export function useStaffTexts() {
  return staffAccountTexts[useConsoleTexts().language];
}
