import type { Kysely } from "kysely";
import { SETTING_KEYS, type AdminSettings, type SettingKey, type SettingValues } from "../../common/contracts/admin-settings.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { Actor, AuditLog } from "./audit-log.ts";
import type { Clock } from "./clock.ts";
import type { ContentChanges } from "./content-changes.ts";
import type { RecordVersions } from "./record-versions.ts";

/** The environment's values: a fresh install's settings, and any key never saved in the console. */
export function settingDefaults(config: Config): SettingValues {
  return {
    name: config.SITE_NAME,
    nameEn: config.SITE_NAME_EN,
    brand: config.SITE_BRAND,
    brandEn: config.SITE_BRAND_EN,
    hotline: config.SITE_HOTLINE,
    complaintHotline: config.SITE_COMPLAINT_HOTLINE,
    icpFiling: config.SITE_ICP_FILING,
    psbFiling: config.SITE_PSB_FILING,
    parentCompanyUrl: config.SITE_PARENT_COMPANY_URL,
    chatUrl: config.SITE_CHAT_URL,
    contactQrText: config.SITE_CONTACT_QR_TEXT,
    consultantQrText: config.SITE_CONSULTANT_QR_TEXT,
    salesEmail: config.SALES_EMAIL,
    privacyContact: config.SITE_PRIVACY_CONTACT,
    copyrightYearFrom: String(config.SITE_COPYRIGHT_YEAR_FROM),
    leadWaitingHours: String(config.LEAD_WAITING_HOURS),
  };
}

const isSettingKey = (key: string): key is SettingKey => (SETTING_KEYS as readonly string[]).includes(key);

/**
 * The site settings (docs/decisions/020-site-settings-and-cache-invalidation.md): the values in
 * use are held in memory, so rendering a page reads no database; `load` reads them again, which
 * the container does whenever content changes on any instance. A save is audited with the
 * changed keys' old and new values, then announced through content changes.
 */
export function createSiteSettings(deps: {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditLog;
  contentChanges: ContentChanges;
  defaults: SettingValues;
  versions: RecordVersions;
}) {
  const { db, defaults } = deps;
  let saved: Partial<SettingValues> = {};
  let values: SettingValues = { ...defaults };
  let version = 1;

  const load = async () => {
    // The version before the values: a save committed in between pairs newer values with the older
    // version, which a save from this view then finds stale (409); never older values with the newer one.
    const record = await db.selectFrom("site_setting_record").select("version").where("id", "=", 1).executeTakeFirst();
    const rows = await db.selectFrom("site_setting").select(["key", "value"]).execute();
    saved = Object.fromEntries(rows.filter((row) => isSettingKey(row.key)).map((row) => [row.key, row.value]));
    values = { ...defaults, ...saved };
    version = record?.version ?? 1;
  };

  const view = (): AdminSettings => ({
    values: { ...values },
    defaults: { ...defaults },
    saved: SETTING_KEYS.filter((key) => saved[key] !== undefined),
    version,
  });

  return {
    load,
    /** The values in use on this instance now. */
    current: (): Readonly<SettingValues> => values,
    /** The console's read: from the database, so a form opened on any instance starts from the latest version. */
    async read(): Promise<AdminSettings> {
      await load();
      return view();
    },

    /**
     * Saves the keys given (null: back to the default); unchanged keys are neither written nor
     * audited. The settings are one record: a save made from an older `version` than the stored
     * one is refused (409) before anything is written, and its conditional update holds the record
     * until the transaction ends, so two saves at once are decided one after the other.
     */
    async update(change: Partial<Record<SettingKey, string | null>> & { version: number }, actor: Actor): Promise<AdminSettings> {
      await load();
      const now = deps.clock.now();
      const before: Record<string, string> = {};
      const after: Record<string, string> = {};
      await db.transaction().execute(async (trx) => {
        await deps.versions.update(trx, "site_setting_record", 1, change.version, {}, { actor, at: now });
        for (const key of SETTING_KEYS) {
          const next = change[key];
          if (next === undefined) continue;
          const target = next ?? defaults[key];
          const wasSaved = saved[key] !== undefined;
          if (target === values[key] && wasSaved === (next !== null)) continue;
          if (next === null) {
            await trx.deleteFrom("site_setting").where("key", "=", key).execute();
          } else {
            await trx
              .insertInto("site_setting")
              .values({ key, value: next, updated_at: now })
              .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: next, updated_at: now }))
              .execute();
          }
          if (target !== values[key]) {
            before[key] = values[key];
            after[key] = target;
          }
        }
        if (Object.keys(after).length > 0) await deps.audit.record(actor, "settingsChanged", "settings", { before, after }, trx);
      });
      // Reloads this instance's settings and clears its pages at once (the container listens), the others' soon.
      await deps.contentChanges.bump();
      return view();
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettings>;
