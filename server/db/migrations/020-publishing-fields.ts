import { sql, type Kysely } from "kysely";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The slug rule of this migration's day (common/news-publishing.ts may change; a migration does not). */
function readableSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/**
 * Publishing fields (issue 26 item 5, docs/decisions/023-editing-without-lost-work.md):
 * - an article's social image per language is a stored file, like its cover: the path columns
 *   migration 013 added (never written) give way to file ids, in the article and its revisions;
 * - articles made in the console had a random slug (a UUID, only there to be unique): each gets
 *   readable words from its English title, or `article-{id}` when that is empty or taken.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["news", "news_revision"]) {
    for (const suffix of ["", "_en"]) {
      await db.schema.alterTable(table).dropColumn(`social_image${suffix}`).execute();
      await db.schema.alterTable(table).addColumn(`social_image_file_id${suffix}`, "integer").execute();
    }
  }
  const { rows } = await sql<{ id: number; slug: string; title_en: string }>`select id, slug, title_en from news order by id`.execute(db);
  const taken = new Set(rows.filter((row) => !UUID.test(row.slug)).map((row) => row.slug));
  for (const row of rows.filter((candidate) => UUID.test(candidate.slug))) {
    const words = readableSlug(row.title_en);
    const slug = words && !taken.has(words) ? words : `article-${row.id}`;
    taken.add(slug);
    await sql`update news set slug = ${slug} where id = ${row.id}`.execute(db);
    await sql`update news_revision set slug = ${slug} where news_id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["news", "news_revision"]) {
    for (const suffix of ["", "_en"]) {
      await db.schema.alterTable(table).dropColumn(`social_image_file_id${suffix}`).execute();
      await db.schema
        .alterTable(table)
        .addColumn(`social_image${suffix}`, "varchar(500)", (col) => col.notNull().defaultTo(""))
        .execute();
    }
  }
}
