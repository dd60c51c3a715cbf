import type { Kysely, Transaction } from "kysely";
import type { Language } from "../../common/constants.ts";
import { formatInZone } from "../../common/site-time.ts";
import type { Database } from "../db/schema.ts";
import type { Outbox } from "../mail/outbox.ts";
import type { AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import type { OneTimeKeys } from "./one-time-keys.ts";
import { ServiceError } from "./service-error.ts";
import type { Sessions } from "./sessions.ts";

/** A change of what proves an account is its owner's. */
export type AccountChange = { kind: "email"; from: string; to: string } | { kind: "phone"; to: string } | { kind: "password" };

/** How long the link in a notice undoes the change. */
export const CHANGE_REPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  outbox: Outbox;
  oneTimeKeys: OneTimeKeys;
  sessions: Sessions;
  audit: AuditLog;
  /** The brand the notices sign with (the site settings in use). */
  brand: () => Record<Language, string>;
  siteOrigin: string;
  timeZone: string;
}

function noticeText(
  change: AccountChange,
  brand: Record<Language, string>,
  username: string,
  when: { time: string; timeZone: string },
  links: Record<Language, string>,
) {
  const { time, timeZone } = when;
  const zh = {
    email: { what: "邮箱", detail: change.kind === "email" ? `已从本邮箱改为 ${change.to}` : "" },
    phone: { what: "手机号", detail: change.kind === "phone" ? `已改为 ${change.to}` : "" },
    password: { what: "密码", detail: "已被修改" },
  }[change.kind];
  const en = {
    email: { what: "e-mail address", detail: change.kind === "email" ? `was changed from this address to ${change.to}` : "" },
    phone: { what: "phone number", detail: change.kind === "phone" ? `was changed to ${change.to}` : "" },
    password: { what: "password", detail: "was changed" },
  }[change.kind];
  const days = CHANGE_REPORT_TTL_MS / (24 * 60 * 60 * 1000);
  return {
    subject: `【${brand.zh_CN}】账号${zh.what}已更改 / ${brand.en_US}: your account's ${en.what} was changed`,
    body: [
      `您的${brand.zh_CN}账号“${username}”的${zh.what}于 ${time}（${timeZone}）${zh.detail}。`,
      `如果是您本人操作，无需处理。如果不是，请在 ${days} 天内打开以下链接：撤销这次更改、让所有设备退出登录，然后设置新密码。`,
      links.zh_CN,
      "",
      `The ${en.what} of your ${brand.en_US} account "${username}" ${en.detail} at ${time} (${timeZone}).`,
      `If you did this, there is nothing to do. If you did not, open this link within ${days} days to undo the change, sign out every device and set a new password:`,
      links.en_US,
    ].join("\n"),
  };
}

/**
 * Tells an account's owner when its e-mail address, phone number or password changes (issue 25):
 * a stolen session must not turn into a silent takeover. The notice goes to the address that was
 * the account's before the change (for an e-mail change, the old address), in both languages,
 * with a link that is good for seven days: `report` undoes an e-mail change that is still in
 * place, ends every session and records the report in the audit log, and the owner then sets a
 * new password through the usual reset.
 */
export function createAccountChangeNotices(deps: Deps) {
  const origin = deps.siteOrigin.replace(/\/$/, "");
  return {
    /**
     * Stores the notice in the caller's transaction (the change and its notice commit together);
     * the caller kicks the outbox after the commit. Nothing is sent for an account with no e-mail.
     */
    async store(
      trx: Transaction<Database>,
      account: { id: number; username: string; email: string | null },
      change: AccountChange,
    ): Promise<void> {
      const recipient = change.kind === "email" ? change.from : account.email;
      if (!recipient) return;
      const key = await deps.oneTimeKeys.issue("change-report", { userId: account.id, change }, CHANGE_REPORT_TTL_MS, undefined, trx);
      // In the fragment: it never reaches a server, its logs or the page cache (app/components/auth/forget-flow.tsx).
      const fragment = `#report=${encodeURIComponent(key)}`;
      const when = { time: formatInZone(deps.clock.now(), deps.timeZone), timeZone: deps.timeZone };
      const text = noticeText(change, deps.brand(), account.username, when, {
        zh_CN: `${origin}/forget${fragment}`,
        en_US: `${origin}/en/forget${fragment}`,
      });
      await deps.outbox.insert({ channel: "email", recipient, ...text }, trx);
    },

    /**
     * The owner's "this was not me": once per link. An e-mail change still in place is undone
     * (unless another account took the old address meanwhile), every session of the account ends
     * and a sign-in under way cannot start one. Answers the address the account has now, for the
     * password reset that follows.
     */
    async report(key: string, ip: string): Promise<{ email: string | null }> {
      const reported = await deps.oneTimeKeys.consume<{ userId: number; change: AccountChange }>("change-report", key);
      if (!reported) throw new ServiceError(500, "changeReportInvalid");
      const { userId, change } = reported;
      return deps.db.transaction().execute(async (trx) => {
        const account = await trx.selectFrom("web_user").select(["username", "email"]).where("id", "=", userId).executeTakeFirst();
        if (!account) throw new ServiceError(500, "changeReportInvalid");
        let email = account.email;
        if (change.kind === "email" && account.email === change.to) {
          const taken = await trx.selectFrom("web_user").select("id").where("email", "=", change.from).executeTakeFirst();
          if (!taken) {
            await trx.updateTable("web_user").set({ email: change.from }).where("id", "=", userId).execute();
            email = change.from;
          }
        }
        await deps.sessions.endAllOf(userId, { executor: trx });
        await deps.audit.record(
          { userId, username: account.username, ip },
          "accountChangeReported",
          `user:${userId}`,
          {
            change: change.kind,
            restored: email !== account.email,
          },
          trx,
        );
        return { email };
      });
    },
  };
}

export type AccountChangeNotices = ReturnType<typeof createAccountChangeNotices>;
