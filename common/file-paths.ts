/** The variant closest above `width` (or the original): article images and covers need not be full size. */
export function imageUrlFor(file: { url: string; variants: readonly { width: number; url: string }[] }, width: number): string {
  const fitting = file.variants.filter((variant) => variant.width >= width).toSorted((a, b) => a.width - b.width)[0];
  return fitting?.url ?? file.url;
}
