import type { Kysely } from "kysely";
import type { Language } from "../../common/constants.ts";
import type { Database } from "../db/schema.ts";
import { splitTarget } from "../i18n/audit-words.ts";

/** What one stored audit entry refers to, before its ids become names. */
export interface StoredAuditEntry {
  actor_id: number;
  target: string;
  detail: Record<string, unknown>;
}

const idOf = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null);

/** The user ids an entry's detail names: a lead's owners, a bulk change's owner, an inviter. */
function userIdsIn(detail: Record<string, unknown>): number[] {
  const owner = detail.ownerId;
  const sides =
    owner !== null && typeof owner === "object" ? [(owner as { from?: unknown }).from, (owner as { to?: unknown }).to] : [owner];
  return [...sides, detail.invitedBy].map(idOf).filter((id) => id !== null);
}

/**
 * The names behind the ids a page of audit entries mentions, looked up in as many queries as
 * there are kinds of record (not one per entry): people by their nickname, articles by their
 * title in the reader's language, rules and destinations by their name. Keys are "kind:id".
 */
export async function auditNames(db: Kysely<Database>, entries: StoredAuditEntry[], language: Language): Promise<Map<string, string>> {
  const wanted = { user: new Set<number>(), news: new Set<number>(), assignmentRule: new Set<number>(), destination: new Set<number>() };
  for (const entry of entries) {
    if (entry.actor_id > 0) wanted.user.add(entry.actor_id);
    for (const id of userIdsIn(entry.detail)) wanted.user.add(id);
    const rule = idOf(entry.detail.rule);
    if (rule) wanted.assignmentRule.add(rule);
    const [kind, rawId] = splitTarget(entry.target);
    const id = idOf(Number(rawId));
    if (id && kind in wanted) wanted[kind as keyof typeof wanted].add(id);
  }
  const names = new Map<string, string>();
  const [users, news, rules, destinations] = await Promise.all([
    wanted.user.size === 0
      ? []
      : db
          .selectFrom("web_user")
          .select(["id", "username", "nickname"])
          .where("id", "in", [...wanted.user])
          .execute(),
    wanted.news.size === 0
      ? []
      : db
          .selectFrom("news")
          .select(["id", "title", "title_en"])
          .where("id", "in", [...wanted.news])
          .execute(),
    wanted.assignmentRule.size === 0
      ? []
      : db
          .selectFrom("lead_assignment_rule")
          .select(["id", "name"])
          .where("id", "in", [...wanted.assignmentRule])
          .execute(),
    wanted.destination.size === 0
      ? []
      : db
          .selectFrom("notification_destination")
          .select(["id", "name"])
          .where("id", "in", [...wanted.destination])
          .execute(),
  ]);
  // A deleted account keeps its row, anonymised (no nickname): it is then named by its number.
  for (const user of users) if (user.nickname || !user.username.includes(":")) names.set(`user:${user.id}`, user.nickname || user.username);
  for (const article of news) names.set(`news:${article.id}`, (language === "en_US" && article.title_en) || article.title);
  for (const rule of rules) names.set(`assignmentRule:${rule.id}`, rule.name);
  for (const destination of destinations) names.set(`destination:${destination.id}`, destination.name);
  return names;
}
