/** Business constants of spec section 9, shared by the browser and the server. */

export const REQUEST_TIMEOUT_MS = 50_000;
export const CAPTCHA_TIMEOUT_MS = 20_000;
export const REPEAT_SUBMIT_WINDOW_MS = 500;
export const ERROR_TOAST_MS = 5_000;

export const NAV_SCROLL_THRESHOLD_PX = 200;
export const BACK_TO_TOP_THRESHOLD_PX = 100;
export const POPOVER_OFFSET_PX = 30;

export const RANDOM_KEY_LENGTH = 32;
export const PASSWORD_LENGTH = { min: 8, max: 32 } as const;
export const USERNAME_LENGTH = { min: 4, max: 20 } as const;

/*
 * The longest value of each kind of text field: the contracts refuse more (common/contracts/), and
 * a form's maxLength stops the typing there. Here rather than in the contracts, so that a public
 * page's form can use them without loading a schema; plain numbers, which the build writes into the
 * forms that use them (vite.config.ts inlineConst), so no page carries the ones it does not use.
 */
export const EMAIL_MAX = 254;
export const PHONE_MAX = 32;
/** A person's name, or a job title. */
export const NAME_MAX = 100;
export const COMPANY_MAX = 200;
/** "Other needs" of a booking. */
export const OTHER_NEEDS_MAX = 1000;
/** A free message: a booking's remark, a partner's "other", a note on a lead. */
export const MESSAGE_MAX = 2000;
export const NICKNAME_MAX = 64;
/** A password typed to prove who one is (a new one follows PASSWORD_LENGTH instead). */
export const CURRENT_PASSWORD_MAX = 64;
/** A dictionary entry's value or label. */
export const DICT_LABEL_MAX = 100;
/** A title or a short text in the console: an investor document, a home-list row, a QR code's text. */
export const TITLE_MAX = 300;
export const URL_MAX = 500;

export const BOOKING_DIALOG_WIDTH_PX = 480;
export const WARNING_DIALOG_WIDTH_PX = 400;
export const QR_SIZE_SMALL_PX = 82;
export const QR_SIZE_LARGE_PX = 200;
export const SIDEBAR_WIDTH_PX = 200;
export const MENU_ROW_HEIGHT_PX = 48;
export const PROGRESS_BAR_HEIGHT_PX = 2;

export const THEME_COLOR = "#ff5c01";
export const LOADING_OVERLAY_BACKGROUND = "rgba(0, 0, 0, 0.7)";

export const LANGUAGES = ["zh_CN", "en_US"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "zh_CN";

/** Storage names of spec section 3 (the language one is also a cookie read by the server). */
export const STORAGE_KEYS = {
  sidebarStatus: "sidebarStatus",
  size: "size",
  language: "language",
} as const;

/** The session token: set by the server, HttpOnly, so no script on the page can read it. */
export const TOKEN_COOKIE = "Admin-Token";
/**
 * Set and cleared by the server together with the token cookie, readable by the page: it says
 * "a session cookie is there" and holds no secret (docs/decisions/017).
 */
export const SIGNED_IN_COOKIE = "Signed-In";

/** The header that carries a solved proof-of-work challenge (base64 of the ALTCHA payload JSON). */
export const PROOF_OF_WORK_HEADER = "x-altcha";

/** Booking demand types 1..5 of spec section 3 as seeded, which pages preselect; the dictionary decides what is offered. */
export type DemandType = 1 | 2 | 3 | 4 | 5;
export const DEMAND_TYPE_OTHER: DemandType = 5;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The fixed client id every request carries in the `clientid` header (spec section 7). */
export const WEB_CLIENT_ID = "web-portal";
