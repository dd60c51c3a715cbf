import { SMTPServer } from "smtp-server";
import { freePort } from "./server-process.ts";

export interface CapturedMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
}

function decodeHeaderWords(value: string): string {
  // Whitespace between two encoded words belongs to the folding, not to the text.
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === "b"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

/** Body of a single-part text message, decoded from base64 or quoted-printable. */
function decodeBody(raw: string): { subject: string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const subject = decodeHeaderWords(/^subject: (.*)$/im.exec(head)?.[1] ?? "");
  const encoding = /^content-transfer-encoding: (.*)$/im.exec(head)?.[1]?.trim().toLowerCase();
  let text = body;
  if (encoding === "base64") text = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  else if (encoding === "quoted-printable") {
    text = Buffer.from(
      body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  }
  return { subject, text };
}

/** A real SMTP server on loopback that keeps every message it receives. */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, ...decodeBody(raw) });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits for the next message to this address (default 10 s). */
    async waitFor(address: string, predicate: (mail: CapturedMail) => boolean = () => true, timeoutMs = 10_000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      const seen = new Set<CapturedMail>();
      for (;;) {
        const found = messages.find((mail) => !seen.has(mail) && mail.to.includes(address) && predicate(mail));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms; got ${messages.length} others`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    codeIn(mail: CapturedMail): string {
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      if (!code) throw new Error(`No six-digit code in: ${mail.text}`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;
