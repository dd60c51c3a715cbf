import { useEffect, useEffectEvent, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { userInfoCall } from "../../../common/contracts/account.ts";
import type { twoStepStateCall } from "../../../common/contracts/admin-two-step.ts";
import { staffRolesOf } from "../../../common/staff-roles.ts";
import { callApi, loginPathFor } from "../../lib/http/client.ts";
import { isHttpError } from "../../lib/http/http-error.ts";
import { userStore } from "../../stores/user-store.ts";
import { siteZoneStore } from "./site-zone.ts";

/**
 * `twoStep`: the second step is due; `twoStepEnrol`: it is required and not set up yet;
 * `twoStepRecovered`: passed with a recovery code, so a new authenticator is asked for (once per visit).
 */
export type StaffAccess = "checking" | "staff" | "twoStep" | "twoStepEnrol" | "twoStepRecovered" | "forbidden" | "failed";

/**
 * Asks the server who is signed in, however the request layer carries the session: a visitor
 * without a session is sent to the login page (and back here after), an account without a staff
 * role sees 403. The roles and permissions go into the user store for the permission components.
 * This only chooses what to show: every console call is checked again by the server.
 */
export function useStaffAccess(): { access: StaffAccess; recoveryCodesLeft: number; passedTwoStep: () => void } {
  const [access, setAccess] = useState<StaffAccess>("checking");
  const [recoveryCodesLeft, setRecoveryCodesLeft] = useState(0);
  const navigate = useNavigate();
  const location = useLocation();
  const toLogin = useEffectEvent(() => void navigate(loginPathFor(location), { replace: true }));

  // Checked once per visit to the console; a session that ends later answers 401 to the calls.
  useEffect(() => {
    let current = true;
    callApi<typeof userInfoCall>("GET /v1/web/account/user-info", {}, { feedback: false })
      .then(async ({ data }) => {
        if (!current) return;
        userStore.getState().setUserInfo(data);
        if (staffRolesOf(data.roles).length === 0) return setAccess("forbidden");
        const { data: twoStep } = await callApi<typeof twoStepStateCall>("GET /admin/two-step", {}, { feedback: false });
        if (!current) return;
        siteZoneStore.setState({ timeZone: twoStep.timeZone });
        setRecoveryCodesLeft(twoStep.recoveryCodesLeft);
        if (twoStep.recovered) setAccess("twoStepRecovered");
        else if (twoStep.verified || (!twoStep.enrolled && !twoStep.required)) setAccess("staff");
        else setAccess(twoStep.enrolled ? "twoStep" : "twoStepEnrol");
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (isHttpError(error) && error.kind === "unauthorized") toLogin();
        else setAccess("failed");
      });
    return () => {
      current = false;
    };
  }, []);

  return { access, recoveryCodesLeft, passedTwoStep: () => setAccess("staff") };
}
