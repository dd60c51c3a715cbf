import { randomBytes } from "node:crypto";
import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { createOutbox } from "../mail/outbox.ts";
import type { EnvelopeKeys } from "../security/envelope-keys.ts";
import type { PasswordChecks } from "../security/passwords.ts";
import type { FileStorage } from "../storage/file-storage.ts";
import { createShutdownHooks, type ShutdownHooks } from "../shutdown-hooks.ts";
import { createAccountChangeNotices } from "./account-change-notices.ts";
import { createAccountSettings } from "./account-settings.ts";
import { createAnalyticsArea } from "./analytics/analytics.ts";
import { createAccounts } from "./accounts.ts";
import { createCaptchas } from "./captcha.ts";
import { createContentChanges } from "./content-changes.ts";
import { systemClock, type Clock } from "./clock.ts";
import { createHomeContent } from "./home-content.ts";
import { createSearchIndex } from "../search/search-index.ts";
import { createDictionaries } from "./dictionaries.ts";
import { createEditLocks } from "./edit-locks.ts";
import { createEnvelopeNonces } from "./envelope-nonces.ts";
import { createFiles } from "./files.ts";
import { createFileUploads } from "./file-uploads.ts";
import { createFileUsage } from "./file-usage.ts";
import { processImage, type ProcessImage } from "./file-inspection.ts";
import { createImageDecodeGate } from "./image-decode-gate.ts";
import { createInvestorDocuments } from "./investor-documents.ts";
import { createLeads } from "./leads.ts";
import { createNews } from "./news.ts";
import { createNewsEditing } from "./news-editing.ts";
import { createNewsPreviewLinks } from "./news-preview-links.ts";
import { createNewsSchedule } from "./news-schedule.ts";
import { createLoginThrottle } from "./login-throttle.ts";
import { createMaintenance } from "./maintenance.ts";
import { createOidc } from "./oidc.ts";
import { createOneTimeKeys } from "./one-time-keys.ts";
import { createProofOfWork } from "./proof-of-work.ts";
import { createRateLimits } from "./rate-limits.ts";
import { createRecordVersions } from "./record-versions.ts";
import { createSessions } from "./sessions.ts";
import { createSiteSearch } from "./site-search.ts";
import { createSearchStatistics } from "./search-statistics.ts";
import { createSiteSettings, settingDefaults } from "./site-settings.ts";
import { createHomeEditor } from "./home-editor.ts";
import { createDictionaryEditor } from "./dictionary-editor.ts";
import { createVerificationCodes } from "./verification-codes.ts";
import { createAuditLog } from "./audit-log.ts";
import { createAuditReader } from "./audit-reader.ts";
import { createLeadExport } from "./lead-export.ts";
import { createLeadInbox } from "./lead-inbox.ts";
import { createLeadAssignment } from "./lead-assignment.ts";
import { createLeadIntake } from "./lead-intake.ts";
import { createNotificationDestinations } from "./notification-destinations.ts";
import { createSavedFilters } from "./saved-filters.ts";
import { createNotificationDelivery } from "../notifications/delivery.ts";
import { createSafeHttp } from "../notifications/safe-http.ts";
import { createStaffAccess } from "./staff-access.ts";
import { createTwoStep } from "./two-step.ts";
import { createUserAdmin } from "./user-admin.ts";
import { createReauthentication } from "./reauthentication.ts";
import { createRecoveryCodes } from "./recovery-codes.ts";
import { createStaffInvitations } from "./staff-invitations.ts";

export interface ServiceDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  envelopeKeys: EnvelopeKeys;
  storage: FileStorage;
  clock?: Clock;
  /** Signs proof-of-work challenges (server/start-server.ts loads it); a random one per process when absent. */
  proofOfWorkSecret?: string;
  /**
   * What runs on SIGTERM once no request is in flight (server/shutdown-hooks.ts): a service that
   * batches writes in memory registers its flush here. Its own registry when absent (tests).
   */
  shutdown?: ShutdownHooks;
  /** The real argon2id checks unless a test wraps them to hold one mid-way (security/passwords.ts). */
  passwords?: PasswordChecks;
  /** The real sharp processing unless a test wraps it to hold decodes mid-way (tests/support/held-image-decodes.ts). */
  processImage?: ProcessImage;
}

/** Builds every service once; the API routers and the page loaders share them. */
export function createServices(deps: ServiceDeps) {
  const { config, logger } = deps;
  const db = deps.database.db;
  const clock = deps.clock ?? systemClock;
  const shutdown = deps.shutdown ?? createShutdownHooks();
  const rateLimits = createRateLimits(db, clock);
  const outbox = createOutbox(db, clock, logger, {
    smtpUrl: config.SMTP_URL,
    mailFrom: config.MAIL_FROM,
    smsWebhookUrl: config.SMS_WEBHOOK_URL,
    logUndeliveredText: config.NODE_ENV === "development",
  });
  const sessions = createSessions(db, clock);
  const throttle = createLoginThrottle(rateLimits, clock);
  const captchas = createCaptchas({ db, clock, throttle, rateLimits, alwaysOn: config.CAPTCHA_ENABLED });
  const oneTimeKeys = createOneTimeKeys(db, clock);
  const proofOfWork = createProofOfWork({ oneTimeKeys, rateLimits, secret: deps.proofOfWorkSecret ?? randomBytes(32).toString("hex") });
  const audit = createAuditLog(db, clock);
  const versions = createRecordVersions(config.SITE_TIME_ZONE);
  const contentChanges = createContentChanges({ db, clock, logger, checkIntervalMs: config.CONTENT_CHECK_INTERVAL_MS });
  const analytics = createAnalyticsArea({ config, database: deps.database, clock, logger, audit });
  const siteSettings = createSiteSettings({ db, clock, audit, contentChanges, defaults: settingDefaults(config), versions });
  // Registered first, so that on a change the settings are read again before the page cache is cleared.
  contentChanges.onChange(() => siteSettings.load());
  const codes = createVerificationCodes(db, clock, outbox, rateLimits, () => ({
    zh_CN: siteSettings.current().brand,
    en_US: siteSettings.current().brandEn,
  }));
  const oidcSettings =
    config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET
      ? {
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          providerName: config.OIDC_PROVIDER_NAME,
          redirectUri: `${config.SITE_ORIGIN.replace(/\/$/, "")}/callback`,
        }
      : undefined;
  const oidc = createOidc(db, clock, oneTimeKeys, oidcSettings);
  const twoStep = createTwoStep({
    db,
    clock,
    oneTimeKeys,
    rateLimits,
    captchas,
    codes,
    audit,
    recoveryCodes: createRecoveryCodes(db, clock),
    // The reauthentication checks two-step codes through this service, so it is reached when called.
    reauthenticate: (actor, proof) => reauthentication.confirm(actor, proof),
    required: config.ADMIN_TOTP_REQUIRED,
    issuer: () => `${siteSettings.current().brandEn} console`,
  });
  const staff = createStaffAccess(db, { trustProxy: config.TRUST_PROXY, secondFactor: twoStep.isSatisfied });
  const accounts = createAccounts({
    db,
    clock,
    sessions,
    captchas,
    throttle,
    codes,
    oneTimeKeys,
    oidc,
    onSignIn: staff.recordSignIn(audit),
    ...(deps.passwords ? { passwords: deps.passwords } : {}),
  });
  const accountChangeNotices = createAccountChangeNotices({
    db,
    clock,
    outbox,
    oneTimeKeys,
    sessions,
    audit,
    brand: () => ({ zh_CN: siteSettings.current().brand, en_US: siteSettings.current().brandEn }),
    siteOrigin: config.SITE_ORIGIN,
    timeZone: config.SITE_TIME_ZONE,
  });
  const accountSettings = createAccountSettings({
    db,
    clock,
    codes,
    rateLimits,
    sessions,
    notices: accountChangeNotices,
    outbox,
    ...(deps.passwords ? { passwords: deps.passwords } : {}),
  });
  const homeContent = createHomeContent(db, contentChanges);
  const dictionaries = createDictionaries(db);
  const notificationDelivery = createNotificationDelivery({
    db,
    clock,
    rateLimits,
    http: createSafeHttp({ allowPrivate: config.WEBHOOK_ALLOW_PRIVATE, timeoutMs: config.WEBHOOK_TIMEOUT_MS }),
    dictionaries,
    outbox,
    audit,
    siteOrigin: config.SITE_ORIGIN,
    timeZone: config.SITE_TIME_ZONE,
  });
  outbox.register("notification", notificationDelivery.transport);
  const notificationDestinations = createNotificationDestinations({
    db,
    clock,
    audit,
    outbox,
    delivery: notificationDelivery,
    rateLimits,
  });
  const leadAssignment = createLeadAssignment({ db, clock, audit });
  const leadIntake = createLeadIntake({
    clock,
    outbox,
    audit,
    assignment: leadAssignment,
    destinations: notificationDestinations,
    siteOrigin: config.SITE_ORIGIN,
    timeZone: config.SITE_TIME_ZONE,
  });
  const leads = createLeads({
    db,
    clock,
    outbox,
    dictionaries,
    rateLimits,
    logger,
    attribution: analytics.collector.attribution,
    salesEmail: () => siteSettings.current().salesEmail,
    intake: leadIntake,
    siteOrigin: config.SITE_ORIGIN,
    bookingLimits: { perAccount: config.BOOKINGS_PER_ACCOUNT_PER_HOUR, perAddress: config.BOOKINGS_PER_ADDRESS_PER_HOUR },
  });
  const news = createNews(db, clock, dictionaries);
  const searchIndex = createSearchIndex(deps.database.kind);
  const newsEditing = createNewsEditing({ db, clock, audit, contentChanges, searchIndex, versions });
  const newsSchedule = createNewsSchedule({ db, clock, contentChanges, logger });
  const fileUsage = createFileUsage(db, clock);
  const files = createFiles(db, deps.storage, fileUsage);
  const imageDecodes = createImageDecodeGate({ concurrency: config.IMAGE_DECODE_CONCURRENCY, queueLength: config.IMAGE_DECODE_QUEUE });
  const fileUploads = createFileUploads({
    db,
    storage: deps.storage,
    audit,
    clock,
    usage: fileUsage,
    logger,
    contentChanges,
    decodes: imageDecodes,
    processImage: deps.processImage ?? processImage,
  });
  const investorDocuments = createInvestorDocuments({
    db,
    searchIndex,
    storage: deps.storage,
    audit,
    clock,
    contentChanges,
    logger,
    versions,
  });
  const leadInbox = createLeadInbox({
    db,
    clock,
    audit,
    intake: leadIntake,
    assignment: leadAssignment,
    timeZone: config.SITE_TIME_ZONE,
    waitingHours: () => Number(siteSettings.current().leadWaitingHours),
    versions,
  });
  const leadExport = createLeadExport({ inbox: leadInbox, audit, dictionaries, clock, timeZone: config.SITE_TIME_ZONE });
  const reauthentication = createReauthentication({
    confirmPassword: accountSettings.confirmPassword,
    confirmTwoStepCode: twoStep.confirmCode,
  });
  const userAdmin = createUserAdmin({ db, clock, sessions, audit, throttle, reauthentication });
  const staffInvitations = createStaffInvitations({
    db,
    clock,
    outbox,
    audit,
    rateLimits,
    reauthentication,
    siteOrigin: config.SITE_ORIGIN,
    brand: () => ({ zh_CN: siteSettings.current().brand, en_US: siteSettings.current().brandEn }),
    twoStepRequired: config.ADMIN_TOTP_REQUIRED,
  });
  const maintenance = createMaintenance({
    db,
    kind: deps.database.kind,
    clock,
    logger,
    sentMailRetentionMs: config.SENT_MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    searchQueryRetentionDays: config.SEARCH_QUERY_RETENTION_DAYS,
    timeZone: config.SITE_TIME_ZONE,
    intervalMs: config.MAINTENANCE_INTERVAL_MINUTES * 60 * 1000,
  });
  // Background jobs end before the database closes (registered earlier, so it closes later).
  shutdown.register("outbox", () => outbox.stop());
  shutdown.register("maintenance", () => maintenance.stop());
  shutdown.register("content changes", () => contentChanges.stop());
  shutdown.register("news schedule", () => newsSchedule.stop());
  // What analytics batched is written before the database closes (hooks run last-registered first).
  shutdown.register("analytics job", () => analytics.rollups.stop());
  shutdown.register("analytics batch", () => analytics.collector.stop());
  return {
    shutdown,
    storage: deps.storage,
    logger,
    clock,
    analytics: analytics.collector,
    analyticsJob: analytics.rollups,
    traffic: analytics.report,
    funnels: analytics.funnels,
    rateLimits,
    outbox,
    sessions,
    captchas,
    throttle,
    oneTimeKeys,
    proofOfWork,
    /** The call router checks every answer against its contract in test runs (server/api/call-router.ts). */
    checkAnswers: config.NODE_ENV === "test",
    codes,
    accounts,
    accountSettings,
    accountChangeNotices,
    oidc,
    homeContent,
    dictionaries,
    leads,
    news,
    newsEditing,
    newsSchedule,
    newsPreviewLinks: createNewsPreviewLinks({ db, clock, audit }),
    editLocks: createEditLocks(db, clock),
    files,
    fileUploads,
    imageDecodes,
    investorDocuments,
    audit,
    auditReader: createAuditReader({ db, audit, clock, timeZone: config.SITE_TIME_ZONE }),
    contentChanges,
    siteSettings,
    homeEditor: createHomeEditor({ db, clock, audit, contentChanges, searchIndex, versions }),
    searchIndex,
    siteSearch: createSiteSearch({ db, kind: deps.database.kind, clock, logger, timeZone: config.SITE_TIME_ZONE }),
    searchStatistics: createSearchStatistics({ db, clock, timeZone: config.SITE_TIME_ZONE }),
    dictionaryEditor: createDictionaryEditor({ db, clock, audit, contentChanges, versions }),
    staff,
    twoStep,
    leadInbox,
    leadExport,
    leadAssignment,
    notificationDestinations,
    savedFilters: createSavedFilters({ db, clock }),
    userAdmin,
    staffInvitations,
    envelopeKeys: deps.envelopeKeys,
    envelopeNonces: createEnvelopeNonces(db, clock),
    maintenance,
    cookies: { secure: new URL(config.SITE_ORIGIN).protocol === "https:" },
    siteTimeZone: config.SITE_TIME_ZONE,
  };
}

export type Services = ReturnType<typeof createServices>;
