import { passwordChecks, type PasswordChecks } from "../../server/security/passwords.ts";

/**
 * The real argon2id checks, with a way to hold one: after `holdNext()`, the next check runs to its
 * answer and then waits until the test releases it. A race (a disable while a sign-in's password
 * is being checked) is then played in a fixed order instead of left to timing.
 */
export function heldPasswordChecks() {
  let armed: { reached: () => void; released: Promise<void> } | undefined;
  const checks: PasswordChecks = {
    async verify(password, phc, fairnessKey) {
      const answer = await passwordChecks.verify(password, phc, fairnessKey);
      const hold = armed;
      armed = undefined;
      if (hold) {
        hold.reached();
        await hold.released;
      }
      return answer;
    },
    verifyAgainstNothing: passwordChecks.verifyAgainstNothing,
  };
  return {
    checks,
    /** Holds the next password check; `reached` resolves once it is held, `release()` lets it answer. */
    holdNext() {
      const reached = Promise.withResolvers<void>();
      const released = Promise.withResolvers<void>();
      armed = { reached: reached.resolve, released: released.promise };
      return { reached: reached.promise, release: () => released.resolve() };
    },
  };
}
