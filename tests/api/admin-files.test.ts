import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditRow } from "../../common/contracts/admin-audit.ts";
import type { AdminFile, AdminFileRow } from "../../common/contracts/admin-files.ts";
import { expectEverySortBothWays } from "../support/list-sorting.ts";
import { pngClaiming, sampleImage, samplePdf } from "../support/sample-files.ts";
import { signInStaff, staffHeaders, uploadRequest } from "../support/staff-session.ts";
import { createTestApp, manualClock, type TestApp } from "../support/test-app.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database.ts";

interface Answer<T> {
  code: number;
  msg: string;
  data: T;
}

const IMAGE_LIMIT = 400_000;

const widthUrl = (file: AdminFile, width: number) => file.variants.find((variant) => variant.width === width)?.url ?? "";
const DOCUMENT_LIMIT = 800_000;

describe.each(databaseKinds)("console files API on %s", (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  const clock = manualClock();
  const tokens = { admin: "", editor: "", sales: "" };

  async function upload(data: Uint8Array | string, fileName: string, options: { purpose?: string; type?: string; token?: string } = {}) {
    const response = await app.request("/api/admin/files", uploadRequest(options.token ?? tokens.editor, data, fileName, options));
    return { status: response.status, answer: (await response.json()) as Answer<AdminFile> };
  }

  async function accepted(data: Uint8Array | string, fileName: string, purpose?: string) {
    const { status, answer } = await upload(data, fileName, purpose ? { purpose } : {});
    expect(status, `${answer.msg}`).toBe(200);
    expect(answer.code, `${answer.msg}`).toBe(200);
    return answer.data;
  }

  const image = async (name: string) => accepted(await sampleImage("png", 600, 300), name);

  async function fetchFile(url: string, headers: Record<string, string> = {}) {
    const response = await app.request(url, { headers });
    return { response, body: Buffer.from(await response.arrayBuffer()) };
  }

  /** A download by id, as anyone may ask for one (GET /api/resource/oss/download/{id}). */
  const byId = async (id: number) => {
    const response = await app.request(`/api/resource/oss/download/${id}`);
    return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
  };

  /** The console's files list (file:edit). */
  const listed = async () =>
    (
      (await (await app.request("/api/admin/files?pageSize=100", { headers: staffHeaders(tokens.editor) })).json()) as {
        rows: AdminFileRow[];
      }
    ).rows;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await createTestApp(
      database.handle,
      { TRUST_PROXY: "true", UPLOAD_MAX_IMAGE_BYTES: String(IMAGE_LIMIT), UPLOAD_MAX_DOCUMENT_BYTES: String(DOCUMENT_LIMIT) },
      clock,
    );
    for (const role of ["admin", "editor", "sales"] as const) tokens[role] = await signInStaff(app, role);
  });
  afterAll(async () => {
    await app.services.outbox.stop();
    await database.drop();
  });

  it("refuses uploads signed out (401) and without the file permission (403)", async () => {
    const png = await sampleImage("png", 10, 10);
    expect((await upload(png, "a.png", { token: "" })).answer.code).toBe(401);
    expect((await upload(png, "a.png", { token: tokens.sales })).answer.code).toBe(403);
    const list = await app.request("/api/admin/files", { headers: staffHeaders(tokens.sales) });
    expect(((await list.json()) as Answer<unknown>).code).toBe(403);
  });

  it("stores each accepted image type without metadata and makes WebP variants no wider than the original", async () => {
    const cases = [
      { format: "jpeg", width: 2000, height: 1000, contentType: "image/jpeg", widths: [480, 960, 1600] },
      { format: "png", width: 1000, height: 600, contentType: "image/png", widths: [480, 960] },
      { format: "webp", width: 700, height: 300, contentType: "image/webp", widths: [480] },
      { format: "gif", width: 300, height: 200, contentType: "image/gif", widths: [300] },
      { format: "avif", width: 600, height: 400, contentType: "image/avif", widths: [480] },
    ] as const;
    for (const sample of cases) {
      let data = await sampleImage(sample.format, sample.width, sample.height);
      if (sample.format === "jpeg")
        data = await sharp(data)
          .withExif({ IFD0: { Artist: "Secret Person" } })
          .toBuffer();
      // The client's name and type are ignored: the content decides.
      const file = await accepted(data, `../../etc/相片 ${sample.format}.bin`);
      expect(file.contentType).toBe(sample.contentType);
      expect(file.fileName).toBe(`相片 ${sample.format}.${sample.format === "jpeg" ? "jpg" : sample.format}`);
      expect(file.url).toMatch(/^\/files\/\d+-[0-9a-f]{16}\/original\.\w+$/);
      expect(file.variants.map((variant) => variant.width)).toEqual(sample.widths);
      const original = await fetchFile(file.url);
      expect(original.response.status).toBe(200);
      expect(original.response.headers.get("content-type")).toBe(sample.contentType);
      expect(Number(original.response.headers.get("content-length"))).toBe(original.body.length);
      expect(original.body.length).toBe(file.size);
      expect((await sharp(original.body).metadata()).exif).toBeUndefined();
      for (const variant of file.variants) {
        const { response, body } = await fetchFile(variant.url);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/webp");
        const meta = await sharp(body).metadata();
        expect([meta.format, meta.width]).toEqual(["webp", variant.width]);
      }
    }
  });

  it("stores PDFs and serves them inline with their name, cached for good and revalidated by ETag", async () => {
    const pdf = await samplePdf("Quarterly announcement");
    const file = await accepted(pdf, "公告 2026.pdf", "document");
    expect(file).toMatchObject({ contentType: "application/pdf", size: pdf.length, variants: [], fileName: "公告 2026.pdf" });
    const { response, body } = await fetchFile(file.url);
    expect(response.status).toBe(200);
    expect(body.equals(pdf)).toBe(true);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `inline; filename="__ 2026.pdf"; filename*=UTF-8''${encodeURIComponent("公告 2026.pdf")}`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // The site's security headers (server/security/response-headers.ts) apply to files too.
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const etag = response.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{32}-o"$/);
    const again = await fetchFile(file.url, { "if-none-match": etag });
    expect([again.response.status, again.body.length]).toEqual([304, 0]);
    // Another url shape, a wrong hash or an unknown variant: not found.
    for (const url of [
      file.url.replace(/-[0-9a-f]{16}\//, "-0000000000000000/"),
      file.url.replace("original.pdf", "w480.webp"),
      `${file.url}x`,
    ]) {
      expect((await fetchFile(url)).response.status, `${url}`).toBe(404);
    }
  });

  it("refuses SVG, disguised and damaged files with a clear message in the request's language", async () => {
    const png = await sampleImage("png", 400, 300);
    const refusals = [
      {
        data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        name: "logo.svg",
        type: "image/svg+xml",
        status: 415,
      },
      { data: "<!doctype html><html><body><script>alert(1)</script></body></html>", name: "photo.png", type: "image/png", status: 415 },
      {
        data: Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(5000)]),
        name: "report.pdf",
        type: "application/pdf",
        status: 415,
      },
      { data: png.subarray(0, Math.floor(png.length / 2)), name: "cut.png", type: "image/png", status: 400 },
      { data: Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"), name: "cut.pdf", type: "application/pdf", status: 400 },
      { data: await pngClaiming(30_000, 30_000), name: "bomb.png", type: "image/png", status: 400 },
    ];
    for (const refusal of refusals) {
      const { status, answer } = await upload(refusal.data, refusal.name, { type: refusal.type });
      expect([status, answer.code], `${refusal.name}`).toEqual([refusal.status, refusal.status]);
    }
    const svg = await app.request("/api/admin/files", {
      ...uploadRequest(tokens.editor, "<svg xmlns='http://www.w3.org/2000/svg'/>", "a.svg"),
      headers: staffHeaders(tokens.editor, "en_US"),
    });
    expect(((await svg.json()) as Answer<null>).msg).toContain("SVG is not accepted");
    expect((await upload(await samplePdf("x"), "a.pdf", { purpose: "image" })).status).toBe(415);
  });

  it("stops reading an upload at its type's limit and answers 413, then keeps serving", async () => {
    const boundary = "----limit-test";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const png = await sampleImage("png", 16, 16);
    const chunk = Buffer.alloc(64 * 1024, 7);
    const total = 200;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled === 1) controller.enqueue(Buffer.concat([head, png]));
        else if (pulled <= total) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await app.request("/api/admin/files", {
      method: "POST",
      headers: { ...staffHeaders(tokens.editor), "content-type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as Answer<null>).msg).toContain("0.4 MB");
    // 400 KB is about seven chunks: the other 12 MB were never read.
    expect(pulled).toBeLessThan(20);
    // A PDF may be larger than an image, up to its own limit.
    const bigPdf = await samplePdf("x".repeat(1000));
    expect((await upload(Buffer.concat([bigPdf.subarray(0, 9), Buffer.alloc(DOCUMENT_LIMIT + 10)]), "huge.pdf")).status).toBe(413);
    expect((await upload(await sampleImage("png", 10, 10), "after.png")).status).toBe(200);
  });

  it("replaces a file under the same id with new urls, redirects the old ones there, and refuses another kind", async () => {
    const first = await accepted(await sampleImage("png", 1800, 900), "first.png");
    expect(first.variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    const replaced = await app.request(`/api/admin/files/${first.id}`, {
      ...uploadRequest(tokens.editor, await sampleImage("jpeg", 1200, 600), "second.jpg"),
      method: "PUT",
    });
    const second = ((await replaced.json()) as Answer<AdminFile>).data;
    expect(second.id).toBe(first.id);
    expect(second.url).not.toBe(first.url);
    expect(second.contentType).toBe("image/jpeg");
    expect(second.variants.map((variant) => variant.width)).toEqual([480, 960]);
    // Urls already published (an article body, a home row) follow the file: the same rendition, or
    // the widest the smaller replacement has.
    const redirects: Array<[string, string]> = [
      [first.url, second.url],
      [widthUrl(first, 480), widthUrl(second, 480)],
      [widthUrl(first, 960), widthUrl(second, 960)],
      [widthUrl(first, 1600), widthUrl(second, 960)],
    ];
    for (const [old, current] of redirects) {
      const { response } = await fetchFile(old);
      expect({ old, status: response.status, location: response.headers.get("location") }).toEqual({ old, status: 302, location: current });
    }
    // A hash the file never had stays unknown, so an unpublished file cannot be found by its id.
    const guessed = second.url.replace(/-[0-9a-f]{16}\//, "-0123456789abcdef/");
    expect((await fetchFile(guessed)).response.status).toBe(404);
    expect((await fetchFile(second.url)).response.status).toBe(200);
    const wrongKind = await app.request(`/api/admin/files/${first.id}`, {
      ...uploadRequest(tokens.editor, await samplePdf("x"), "x.pdf"),
      method: "PUT",
    });
    expect(wrongKind.status).toBe(415);
  });

  it("refuses to delete a file a news cover, an article body or a home-page row uses, and names where", async () => {
    const cover = await image("cover.png");
    const inBody = await image("body.png");
    const onHome = await image("home.png");
    const unused = await image("unused.png");
    const db = database.handle.db;
    const now = Date.now();
    const articleRow = {
      slug: `usage-${kind}`,
      column_no: 1,
      title: "用图的文章",
      title_en: "An article with pictures",
      summary: "",
      summary_en: "",
      cover: "",
      publish_at: now,
      created_at: now,
      updated_at: now,
      status: "draft" as const,
    };
    await db
      .insertInto("news")
      .values({ ...articleRow, body: "<p>正文</p>", body_en: "<p>Body</p>", cover_file_id: cover.id })
      .execute();
    await db
      .insertInto("news")
      .values({
        ...articleRow,
        slug: `usage-body-${kind}`,
        body: "<p>正文</p>",
        body_en: `<p><img src="${inBody.variants[0]?.url}" alt=""></p>`,
      })
      .execute();
    await db
      .updateTable("home_solution")
      .set({ image_url: onHome.url })
      .where("id", "=", (eb) => eb.selectFrom("home_solution").select((inner) => inner.fn.min("id").as("id")))
      .execute();

    const remove = async (id: number, language = "zh_CN") => {
      const response = await app.request(`/api/admin/files/${id}`, { method: "DELETE", headers: staffHeaders(tokens.editor, language) });
      return (await response.json()) as Answer<null>;
    };
    for (const file of [cover, inBody, onHome])
      expect({ file: file.fileName, code: (await remove(file.id)).code }).toEqual({ file: file.fileName, code: 409 });
    expect((await remove(cover.id, "en_US")).msg).toContain("An article with pictures");
    expect((await remove(inBody.id)).msg).toContain("用图的文章");
    const list = await app.request("/api/admin/files?pageSize=50", { headers: staffHeaders(tokens.editor) });
    const rows = ((await list.json()) as { rows: AdminFileRow[] }).rows;
    const kinds = (id: number) => rows.find((row) => row.id === id)?.usedBy.map((usage) => usage.kind);
    expect([kinds(cover.id), kinds(inBody.id), kinds(onHome.id), kinds(unused.id)]).toEqual([
      ["newsArticle"],
      ["newsArticle"],
      ["homeSolution"],
      [],
    ]);
    expect((await remove(unused.id)).code).toBe(200);
  });

  it("sorts the list by every sortable column both ways", async () => {
    await expectEverySortBothWays(
      async (query) => {
        const response = await app.request(`/api/admin/files?${query}`, { headers: staffHeaders(tokens.editor) });
        return ((await response.json()) as { rows: AdminFileRow[] }).rows;
      },
      {
        createdAt: { value: (row) => row.createdAt, comparable: true },
        fileName: { value: (row) => row.fileName },
        contentType: { value: (row) => row.contentType, comparable: true },
        size: { value: (row) => row.size, comparable: true },
      },
    );
  });

  it("downloads by id only a file something public uses; any other id answers 404 like a missing file (issue 25 item 1)", async () => {
    const db = database.handle.db;
    const refused = async (id: number) => {
      const answer = await byId(id);
      expect([answer.type?.split(";")[0], JSON.parse(answer.body)]).toEqual(["application/json", expect.objectContaining({ code: 404 })]);
    };
    const served = async (id: number) => expect((await byId(id)).type).toMatch(/^(application\/pdf|image\/)/);
    const missing = await byId(2_000_000_000);

    const unpublishedResults = await accepted(await samplePdf("Unpublished results"), "未公布业绩.pdf", "document");
    const investorPdf = await accepted(await samplePdf("Hidden investor document"), "hidden.pdf", "document");
    const cover = await image("draft-cover.png");
    const bodyImage = await image("scheduled-body.png");
    const homeImage = await image("home-hidden.png");
    const now = clock.now();
    const [investorDocument] = await db
      .insertInto("investor_document")
      .values({
        kind: "announcement",
        title: "隐藏公告",
        title_en: "Hidden announcement",
        published_on: "2026-11-20",
        file_id: investorPdf.id,
        sort: 99,
        hidden: 1,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .execute();
    const article = {
      column_no: 1,
      title: "未发布",
      title_en: "Not yet",
      summary: "",
      summary_en: "",
      cover: "",
      created_at: now,
      updated_at: now,
      body_en: "<p>Body</p>",
    };
    const [draft] = await db
      .insertInto("news")
      .values({ ...article, slug: `draft-${kind}`, body: "<p>正文</p>", publish_at: now - 1000, status: "draft", cover_file_id: cover.id })
      .returning("id")
      .execute();
    // Published, but for an hour from now: scheduled.
    await db
      .insertInto("news")
      .values({
        ...article,
        slug: `scheduled-${kind}`,
        body: `<p><img src="${bodyImage.variants[0]?.url}" alt=""></p>`,
        publish_at: now + 60 * 60 * 1000,
        status: "published",
      })
      .execute();
    const homeRow = await db.selectFrom("home_qualification").select("id").orderBy("id").executeTakeFirstOrThrow();
    await db.updateTable("home_qualification").set({ image_url: homeImage.url, hidden: 1 }).where("id", "=", homeRow.id).execute();

    // An attacker counting ids: what an id that does not exist answers is all any non-public one answers.
    for (const file of [unpublishedResults, investorPdf, cover, bodyImage, homeImage]) {
      const answer = await byId(file.id);
      expect({ file: file.fileName, ...answer }).toEqual({ file: file.fileName, ...missing });
    }
    await refused(unpublishedResults.id);
    // Every stored id: served exactly when the console lists a public use of it (the seed's shown reports among them).
    const publicIds = new Set((await listed()).filter((row) => row.usedBy.some((usage) => usage.public)).map((row) => row.id));
    expect(publicIds.size).toBeGreaterThan(0);
    for (const { id } of await db.selectFrom("stored_file").select("id").execute()) {
      expect({ id, served: (await byId(id)).type !== "application/json" }).toEqual({ id, served: publicIds.has(id) });
    }

    // Each becomes downloadable once what uses it is shown.
    await db.updateTable("investor_document").set({ hidden: 0 }).where("id", "=", investorDocument!.id).execute();
    await db.updateTable("news").set({ status: "published" }).where("id", "=", draft!.id).execute();
    await db.updateTable("home_qualification").set({ hidden: 0 }).where("id", "=", homeRow.id).execute();
    for (const file of [investorPdf, cover, homeImage]) await served(file.id);
    await refused(bodyImage.id);
    clock.advance(60 * 60 * 1000);
    await served(bodyImage.id);
    await refused(unpublishedResults.id);

    // The console says which files are public and why.
    const rows = await listed();
    const uses = (id: number) => rows.find((row) => row.id === id)?.usedBy.map((usage) => [usage.kind, usage.public]);
    expect([uses(unpublishedResults.id), uses(investorPdf.id), uses(cover.id), uses(homeImage.id)]).toEqual([
      [],
      [["investorDocument", true]],
      [["newsArticle", true]],
      [["homeQualification", true]],
    ]);
    await db.updateTable("home_qualification").set({ image_url: null }).where("id", "=", homeRow.id).execute();
  });

  it("lists files newest first, deletes unused ones and records every change in the audit log", async () => {
    const file = await accepted(await sampleImage("webp", 200, 100), "to-delete.webp");
    const list = await app.request("/api/admin/files?q=to-delete", { headers: staffHeaders(tokens.editor) });
    expect(list.headers.get("cache-control")).toBe("no-store");
    const page = (await list.json()) as { rows: AdminFileRow[]; total: number };
    expect(page.rows.map((row) => [row.id, row.width, row.height, row.usedBy])).toEqual([[file.id, 200, 100, []]]);
    const removed = await app.request(`/api/admin/files/${file.id}`, { method: "DELETE", headers: staffHeaders(tokens.editor) });
    expect(((await removed.json()) as Answer<null>).code).toBe(200);
    expect((await fetchFile(file.url)).response.status).toBe(404);
    const audit = await app.request("/api/admin/audit?pageSize=100", { headers: staffHeaders(tokens.admin) });
    const actions = ((await audit.json()) as { rows: AuditRow[] }).rows.map((row) => `${row.action} ${row.target}`);
    expect(actions).toContain(`fileUploaded file:${file.id}`);
    expect(actions).toContain(`fileDeleted file:${file.id}`);
    expect(actions.some((action) => action.startsWith("fileReplaced "))).toBe(true);
  });
});
