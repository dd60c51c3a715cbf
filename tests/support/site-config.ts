/**
 * Configuration of the shared test server. Every operator value differs from its default, so a
 * page that shows it proves it is read from the configuration, not hard-coded; the public origin
 * differs from the address the server listens on, so canonical URLs prove they use it.
 */
export const SHARED_SERVER_ENV = {
  SITE_ORIGIN: "https://www.example-cloud.test",
  SITE_HOTLINE: "400-611-0001",
  SITE_COMPLAINT_HOTLINE: "400-622-0002",
  SITE_ICP_FILING: "测ICP备20240001号-9",
  SITE_PSB_FILING: "测公网安备11000002000099号",
  SITE_PARENT_COMPANY_URL: "https://parent.e2e.test/",
  SITE_CHAT_URL: "https://chat.e2e.test/start",
} as const;
