import { ServiceError } from "./service-error.ts";
import type { Actor } from "./audit-log.ts";

/** What a staff member sends to prove again who they are: the password, or a current two-step code. */
export interface Proof {
  password?: string | undefined;
  twoStepCode?: string | undefined;
}

/**
 * Asking again before a change that hands out power (the admin role, by a role change or an
 * invitation): a session left open, or stolen, is not enough. Each proof is checked behind the
 * limits its kind has elsewhere: the password behind the account's password-check limit
 * (account-settings.ts), the code behind two-step sign-in's (two-step.ts).
 */
export function createReauthentication(deps: {
  confirmPassword: (userId: number, password: string, ip: string) => Promise<void>;
  confirmTwoStepCode: (actor: Actor, code: string) => Promise<void>;
}) {
  return {
    async confirm(actor: Actor, proof: Proof): Promise<void> {
      if (proof.twoStepCode) return deps.confirmTwoStepCode(actor, proof.twoStepCode);
      if (proof.password) return deps.confirmPassword(actor.userId, proof.password, actor.ip);
      throw new ServiceError(403, "reauthRequired");
    },
  };
}

export type Reauthentication = ReturnType<typeof createReauthentication>;
