import type { LinkDescriptor } from "react-router";

/**
 * The site's illustrations. Sources are SVG files in assets/illustrations/; `npm run images`
 * (scripts/generate-images.ts) renders each at 1x, 1.5x and 2x as WebP, with a 1x PNG fallback, into
 * public/images/ (committed, so a build needs no image tooling).
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

export const IMAGE_FORMATS = ["webp", "png"] as const;

/** The rendered widths of an illustration: 1x, 1.5x and 2x. */
export function imageWidths(name: IllustrationName): number[] {
  const { width } = ILLUSTRATIONS[name];
  return [width, width * 1.5, width * 2];
}

export function imageUrl(name: IllustrationName, width: number, format: (typeof IMAGE_FORMATS)[number]): string {
  return `/images/${name}-${width}.${format}`;
}

export function imageSrcSet(name: IllustrationName, format: (typeof IMAGE_FORMATS)[number]): string {
  return imageWidths(name)
    .map((width) => `${imageUrl(name, width, format)} ${width}w`)
    .join(", ");
}

/** Displayed width: the hero column on wide screens, the content width on phones. */
export function imageSizes(name: IllustrationName): string {
  return `(min-width: 960px) ${ILLUSTRATIONS[name].width}px, calc(100vw - 36px)`;
}

/** A route's `links` entry that preloads its hero illustration in the format every browser here reads. */
export function preloadIllustration(name: IllustrationName): LinkDescriptor {
  // React renders fetchPriority as the fetchpriority attribute; React Router's type lacks it.
  const link = {
    rel: "preload",
    as: "image",
    type: "image/webp",
    imageSrcSet: imageSrcSet(name, "webp"),
    imageSizes: imageSizes(name),
    fetchPriority: "high",
  } as const;
  return link;
}
