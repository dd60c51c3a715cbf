import { leadsCatalogs } from "../../i18n/leads-catalogs.ts";
import { documentLanguage } from "../../lib/http/runtime.ts";
import { userStore } from "../../stores/user-store.ts";
import { confirm } from "../ui/notify.ts";
import { rememberBookingIntent } from "./booking-intent.ts";

/**
 * Spec section 4, booking while logged out: a warning dialog (the house confirm dialog, whose
 * width is WARNING_DIALOG_WIDTH_PX, 400 px) offers "stay on this page" or "log in now"; the latter
 * clears the local login state and goes to /login, which brings the visitor back here afterwards,
 * where the booking dialog opens by itself.
 */
export async function warnLoggedOut({
  loginPath,
  navigate,
  returnPath,
  demandType,
}: {
  loginPath: string;
  navigate: (to: string) => unknown;
  returnPath: string;
  demandType: string | undefined;
}): Promise<void> {
  const text = leadsCatalogs[documentLanguage()].warning;
  const login = await confirm({ title: text.title, message: text.message, confirmText: text.login, cancelText: text.stay });
  if (!login) return;
  userStore.getState().clear();
  rememberBookingIntent(returnPath, demandType);
  await navigate(loginPath);
}
