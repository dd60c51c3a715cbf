/**
 * Shared shapes of the static page copy in content/pages/.
 *
 * Every page module exports `const <page>Content: Localized<ThatPageType>`: the
 * Chinese and English objects share one type, so a field missing in either
 * language fails the typecheck. Internal links are plain spec paths ("/AIDC",
 * "/cabinet", ...); the app localises them.
 */

import type { DemandType, Language } from "../common/constants.ts";

export type { DemandType, Language };

/** One value per interface language. */
export type Localized<T> = { zh_CN: T; en_US: T };

/** Page title (short) and meta description (en 120-160 characters, zh 60-90 characters). */
export type Seo = { title: string; description: string };

/** A headline number, e.g. { value: "1600", unit: "Gbps", label: "Total egress bandwidth" }. */
export type Figure = { value: string; unit: string; label: string };

/** A titled paragraph. */
export type Feature = { title: string; body: string };

/** A link or button; `to` is an internal spec path or a full web address. */
export type Cta = { label: string; to: string };

export type Faq = { question: string; answer: string };

/** A labelled value, e.g. a row of a specification list. */
export type Spec = { label: string; value: string };

/** A titled block of prose. */
export type TextSection = { heading: string; paragraphs: string[] };

/** The top banner of a page. */
export type Hero = {
  eyebrow: string;
  title: string;
  subtitle: string;
};

/** A section heading with its lead sentence. */
export type SectionHeading = { title: string; lead: string };

/** The five data-centre regions (footer entries, all linking to /AIDC). */
export type RegionId = "north-china" | "east-china" | "south-china" | "southwest-china" | "northwest-china";

/** Product columns of the booking dialog that map to a product: 1 cloud server .. 4 database (5 = other). */
export type ProductDemandType = Exclude<DemandType, 5>;

/** News columns in spec order: 1 company news, 2 industry insights, 3 product updates, 4 media coverage. */
export type NewsColumnId = 1 | 2 | 3 | 4;
