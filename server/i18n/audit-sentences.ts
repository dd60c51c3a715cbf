import type { Language } from "../../common/constants.ts";
import type { AuditAction } from "../../common/contracts/admin-audit.ts";
import { auditSentencesEnUS } from "./audit-sentences-en-us.ts";
import { auditSentencesZhCN } from "./audit-sentences-zh-cn.ts";
import { OPERATOR_ACTOR_NAME, splitTarget, type AuditPhrasebook, type AuditWords } from "./audit-words.ts";

/** The audit log's sentences, one phrasebook per language (a new action is one entry in each). */
export const auditPhrasebooks: Record<Language, AuditPhrasebook> = { zh_CN: auditSentencesZhCN, en_US: auditSentencesEnUS };

/**
 * One audit entry as a sentence in `language`, with its target as a phrase: "张三 将线索 #76 指派给
 * 李四", "Li Si changed lead #76 status from New to Contacted". `names` holds the names behind the
 * ids it mentions (audit-names.ts); an id without one reads as its number.
 */
export function readAuditEntry(
  language: Language,
  entry: { actorId: number; actorName: string; action: string; target: string; detail: Record<string, unknown> },
  names: ReadonlyMap<string, string>,
): { sentence: string; targetLabel: string } {
  const book = auditPhrasebooks[language];
  const [kind, id] = splitTarget(entry.target);
  const targetLabel = book.target(kind, id, names.get(entry.target)) ?? entry.target;
  const ownActor = entry.actorName === OPERATOR_ACTOR_NAME ? book.operator : book.system;
  const words: AuditWords = {
    actor: entry.actorId === 0 ? ownActor : (names.get(`user:${entry.actorId}`) ?? entry.actorName),
    target: targetLabel,
    detail: entry.detail,
    user: (value) => (typeof value === "number" ? (names.get(`user:${value}`) ?? `#${value}`) : book.nobody),
    named: (ref) => names.get(ref),
  };
  const sentence = book.sentences[entry.action as AuditAction];
  return { sentence: sentence ? sentence(words) : book.fallback(words, entry.action), targetLabel };
}
