import type {
  changeEmailCall,
  changeNicknameCall,
  changePasswordCall,
  changePhoneCall,
  deleteAccountCall,
  sessionsCall,
  signOutElsewhereCall,
} from "../../../common/contracts/account.ts";
import type { CallBody } from "../../../common/contracts/call.ts";
import { callApi } from "../http/client.ts";

/** The account page's calls (common/contracts/account.ts); their contracts seal everything typed, like the sign-in forms. */

export const listSessions = () => callApi<typeof sessionsCall>("GET /v1/web/account/sessions", {}, { feedback: false });

export const signOutElsewhere = () =>
  callApi<typeof signOutElsewhereCall>("POST /v1/web/account/sessions/sign-out-elsewhere", { body: {} });

export const changeNickname = (body: CallBody<typeof changeNicknameCall>) =>
  callApi<typeof changeNicknameCall>("POST /v1/web/account/nickname", { body });

export const changeEmail = (body: CallBody<typeof changeEmailCall>) =>
  callApi<typeof changeEmailCall>("POST /v1/web/account/email", { body });

export const changePhone = (body: CallBody<typeof changePhoneCall>) =>
  callApi<typeof changePhoneCall>("POST /v1/web/account/phone", { body });

export const changePassword = (body: CallBody<typeof changePasswordCall>) =>
  callApi<typeof changePasswordCall>("POST /v1/web/account/password", { body });

export const deleteAccount = (body: CallBody<typeof deleteAccountCall>) =>
  callApi<typeof deleteAccountCall>("POST /v1/web/account/delete", { body }, { repeatSubmit: false });
