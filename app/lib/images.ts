import type { LinkDescriptor } from "react-router";

/**
 * The site's illustrations, drawn in code (scripts/illustrations.ts) and written by `npm run images`
 * to public/images/ as SVG (committed, so a build needs no image tooling). Vector shapes in 0.5-3.3
 * KB of gzip each, where the WebP renders were 8-67 KB: the hero is a page's LCP element, and on a
 * phone its bytes decide when it shows (docs/decisions/005-page-speed.md).
 */
export const ILLUSTRATIONS = {
  "hero-aidc": { width: 520, height: 390 },
  "hero-cabinet": { width: 520, height: 390 },
  "hero-cloud": { width: 520, height: 390 },
  "hero-ai-compute": { width: 520, height: 390 },
  "hero-ai-product": { width: 520, height: 390 },
  "hero-network": { width: 520, height: 390 },
  "hero-green": { width: 520, height: 390 },
  "hero-partner": { width: 520, height: 390 },
  "hero-about": { width: 520, height: 390 },
  "hero-investor": { width: 520, height: 390 },
  "hero-news": { width: 520, height: 390 },
  campus: { width: 560, height: 400 },
} as const satisfies Record<string, { width: number; height: number }>;

export type IllustrationName = keyof typeof ILLUSTRATIONS;

export function illustrationUrl(name: IllustrationName): string {
  return `/images/${name}.svg`;
}

/** A route's `links` entry that preloads its hero illustration. */
export function preloadIllustration(name: IllustrationName): LinkDescriptor {
  // React renders fetchPriority as the fetchpriority attribute; React Router's type lacks it.
  const link = { rel: "preload", as: "image", type: "image/svg+xml", href: illustrationUrl(name), fetchPriority: "high" } as const;
  return link;
}
