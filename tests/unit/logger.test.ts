import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createAccessLog, createLogger, pathForLog } from "../../server/logger.ts";

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

  it("writes access lines as given, and every other line of the same logger is still redacted", () => {
    const { logger, lines } = capture();
    const logRequest = createAccessLog(logger);
    logRequest({ id: "r1", method: "GET", path: "/index", status: 200, elapsedMs: 1.5 });
    logger.info({ password: "Sunrise2026", body: { phone: "13800138000" } }, "after");
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      id: "r1",
      method: "GET",
      path: "/index",
      status: 200,
      elapsedMs: 1.5,
      msg: "request",
    });
    expect(lines[1]).not.toContain("Sunrise2026");
    expect(lines[1]).not.toContain("13800138000");
  });

  it("keeps a share-preview link's token out of the access log and of error lines' paths", () => {
    const { logger, lines } = capture();
    const token = "Qk9vYjEyMzQ1Njc4OTAxMjM0NTY3ODkwMTIzNDU2Nzg5";
    const logRequest = createAccessLog(logger);
    logRequest({ method: "GET", path: `/preview/${token}`, status: 200 });
    logRequest({ method: "GET", path: `/en/preview/${token}.data`, status: 404 });
    expect(lines.join("")).not.toContain(token);
    expect(lines.map((line) => (JSON.parse(line) as { path: string }).path)).toEqual(["/preview/[redacted]", "/en/preview/[redacted]"]);
    expect(pathForLog(`/preview/${token}`)).toBe("/preview/[redacted]");
    expect(pathForLog("/newsDetail/3")).toBe("/newsDetail/3");
  });
});
