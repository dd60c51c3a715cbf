import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger.ts";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger("info", stream), lines };
}

describe("log redaction (issue 11 item 6)", () => {
  it("censors secrets and personal data by field name, up to three levels deep, and keeps error codes", () => {
    const { logger, lines } = capture();
    logger.info(
      {
        password: "Sunrise2026",
        body: { phone: "13800138000", email: "a@example.test", emailCode: "123456" },
        request: { headers: { authorization: "Bearer abc", cookie: "Admin-Token=abc" } },
        err: { code: "ECONNRESET", detail: "Key (email)=(a@example.test) already exists." },
        outboxId: 7,
      },
      "something happened",
    );
    const line = lines.join("");
    for (const secret of ["Sunrise2026", "13800138000", "a@example.test", "123456", "Bearer abc", "Admin-Token=abc"]) {
      expect(line).not.toContain(secret);
    }
    expect(JSON.parse(line)).toMatchObject({ err: { code: "ECONNRESET" }, outboxId: 7, msg: "something happened" });
  });
});
