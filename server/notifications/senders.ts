import { createHmac, randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import type { DestinationKind } from "../db/schema.ts";
import type { MessageText } from "./lead-notice.ts";
import type { HttpAnswer, SafeHttp } from "./safe-http.ts";

/** A destination as a sender needs it (secrets included: never logged, never answered). */
export interface SenderTarget {
  kind: DestinationKind;
  url: string;
  secret: string;
  language: string;
}

/** What the generic webhook carries (documented in the OpenAPI document as `LeadWebhook`). */
export interface WebhookPayload {
  type: "lead.created" | "lead.digest" | "test";
  timestamp: string;
  data: unknown;
}

export interface Outgoing {
  /** The webhook-id: the same on every attempt of one message. */
  messageId: string;
  text: MessageText;
  payload: WebhookPayload;
  /** Signing time (tests fix it). */
  now: number;
}

export interface SendResult {
  ok: boolean;
  status: number;
  answer: string;
}

/** DingTalk's 加签: HMAC-SHA256 keyed with the secret over `timestamp + "\n" + secret` (ms), base64. */
export function dingTalkSign(timestampMs: number, secret: string): string {
  return createHmac("sha256", secret).update(`${timestampMs}\n${secret}`).digest("base64");
}

/** Feishu/Lark's 签名校验: HMAC-SHA256 keyed with `timestamp + "\n" + secret` (seconds) over an empty message, base64. */
export function feishuSign(timestampSeconds: number, secret: string): string {
  return createHmac("sha256", `${timestampSeconds}\n${secret}`).update("").digest("base64");
}

/** A new `whsec_` secret for a generic webhook (24 random bytes, as Standard Webhooks suggests 24-64). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/** `v1,<sig>` for each secret, space-separated: during a rotation the receiver accepts either key. */
export function standardWebhookSignature(secrets: string[], messageId: string, timestamp: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, timestamp, body)).join(" ");
}

export function webhookSecrets(secret: string): string[] {
  return secret.split(/\s+/).filter(Boolean);
}

/** Slack's mrkdwn: &, < and > are its control characters. */
const slackEscape = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const markdownLink = (text: MessageText) => `[${text.link.text}](${text.link.url})`;

/** A robot's JSON answer: WeCom and DingTalk say `errcode: 0`, Feishu `code: 0` (older bots `StatusCode: 0`). */
function robotAccepted(answer: HttpAnswer, field: "errcode" | "code"): boolean {
  if (answer.status < 200 || answer.status >= 300) return false;
  try {
    const parsed = JSON.parse(answer.body) as Record<string, unknown>;
    return parsed[field] === 0 || (field === "code" && parsed.StatusCode === 0);
  } catch {
    return false;
  }
}

/**
 * Builds and sends one message in the destination's format (read from each vendor's robot
 * documentation): WeCom group robot markdown; DingTalk custom robot markdown, signed in the query
 * when it has a secret; Feishu/Lark custom bot rich text, signed in the body; Slack incoming
 * webhook mrkdwn; a generic webhook signed per Standard Webhooks.
 */
export async function send(http: SafeHttp, target: SenderTarget, message: Outgoing): Promise<SendResult> {
  const { text } = message;
  switch (target.kind) {
    case "wecom": {
      const content = [`**${text.title}**`, ...text.lines.map((line) => `> ${line}`), markdownLink(text)].join("\n");
      const answer = await http.post(target.url, JSON.stringify({ msgtype: "markdown", markdown: { content } }), {});
      return { ok: robotAccepted(answer, "errcode"), status: answer.status, answer: answer.body };
    }
    case "dingtalk": {
      let url = target.url;
      if (target.secret) {
        const timestamp = message.now;
        const signed = new URL(url);
        signed.searchParams.set("timestamp", String(timestamp));
        signed.searchParams.set("sign", dingTalkSign(timestamp, target.secret));
        url = signed.toString();
      }
      const markdown = {
        title: text.title,
        text: [`#### ${text.title}`, ...text.lines.map((line) => `- ${line}`), markdownLink(text)].join("\n\n"),
      };
      const answer = await http.post(url, JSON.stringify({ msgtype: "markdown", markdown }), {});
      return { ok: robotAccepted(answer, "errcode"), status: answer.status, answer: answer.body };
    }
    case "feishu": {
      const post = {
        title: text.title,
        content: [...text.lines.map((line) => [{ tag: "text", text: line }]), [{ tag: "a", text: text.link.text, href: text.link.url }]],
      };
      const body: Record<string, unknown> = {
        msg_type: "post",
        content: { post: { [target.language === "en_US" ? "en_us" : "zh_cn"]: post } },
      };
      if (target.secret) {
        const timestamp = Math.floor(message.now / 1000);
        Object.assign(body, { timestamp: String(timestamp), sign: feishuSign(timestamp, target.secret) });
      }
      const answer = await http.post(target.url, JSON.stringify(body), {});
      return { ok: robotAccepted(answer, "code"), status: answer.status, answer: answer.body };
    }
    case "slack": {
      const slackText = [
        `*${slackEscape(text.title)}*`,
        ...text.lines.map(slackEscape),
        `<${text.link.url}|${slackEscape(text.link.text)}>`,
      ].join("\n");
      const answer = await http.post(target.url, JSON.stringify({ text: slackText }), {});
      return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, answer: answer.body };
    }
    case "webhook": {
      const body = JSON.stringify(message.payload);
      const timestamp = new Date(message.now);
      const answer = await http.post(target.url, body, {
        "webhook-id": message.messageId,
        "webhook-timestamp": String(Math.floor(message.now / 1000)),
        "webhook-signature": standardWebhookSignature(webhookSecrets(target.secret), message.messageId, timestamp, body),
      });
      return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, answer: answer.body };
    }
  }
}
