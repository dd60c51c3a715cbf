import type { AuditAction } from "../../common/contracts/admin-audit.ts";

/** What a sentence is made from: one audit entry, its ids already resolved to names. */
export interface AuditWords {
  /** Who did it, by name (the server's own actors by their phrasebook names). */
  actor: string;
  /** What it was done to, as the language says it: "线索 #76", "the account Li Si". */
  target: string;
  /** The stored detail, as recorded (its values are raw: "contacted", 2, null). */
  detail: Record<string, unknown>;
  /** A person's name from an id in the detail (an owner, an inviter); the phrasebook's "nobody" for null. */
  user: (id: unknown) => string;
  /** The name of another record the detail points to ("assignmentRule:3"), when it still exists. */
  named: (ref: string) => string | undefined;
}

export type AuditSentence = (words: AuditWords) => string;

/**
 * One language's way of reading the audit log. To teach it a new action, add one entry to
 * `sentences` in each language's file; until then the action reads through `fallback`.
 */
export interface AuditPhrasebook {
  sentences: { [A in AuditAction]?: AuditSentence };
  fallback: (words: AuditWords, action: string) => string;
  /** A target "kind:id" as a phrase, with the record's name when known; kinds it does not know read as stored. */
  target: (kind: string, id: string, name: string | undefined) => string | undefined;
  nobody: string;
  /** The server's own actors: rules and jobs (actor id 0, "system") and the command line ("operator"). */
  system: string;
  operator: string;
}

/** The server's own actors as audit-log.ts records them (actor id 0). */
export const SYSTEM_ACTOR_NAME = "system";
export const OPERATOR_ACTOR_NAME = "operator";

/** "lead:76" → ["lead", "76"]; "settings" → ["settings", ""]. */
export function splitTarget(target: string): [kind: string, id: string] {
  const colon = target.indexOf(":");
  return colon === -1 ? [target, ""] : [target.slice(0, colon), target.slice(colon + 1)];
}

/** The detail's `{ from, to }` pair under `key`, when it holds one. */
export function changeOf(detail: Record<string, unknown>, key: string): { from: unknown; to: unknown } | undefined {
  const value = detail[key];
  return value !== null && typeof value === "object" && "from" in value && "to" in value
    ? (value as { from: unknown; to: unknown })
    : undefined;
}

/** A person's text quoted in a sentence, cut to a length a line can hold. */
export function quoted(value: unknown, max = 60): string {
  const text = typeof value === "string" ? value : JSON.stringify(value ?? "");
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The staff roles one list has that the other has not. */
export function rolesAdded(from: unknown, to: unknown, isRole: (role: string) => boolean): string[] {
  const before = Array.isArray(from) ? from.map(String) : [];
  return (Array.isArray(to) ? to.map(String) : []).filter((role) => isRole(role) && !before.includes(role));
}
