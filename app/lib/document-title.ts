/** Spec section 3: with dynamic title on, "page title - tagline"; otherwise the tagline alone. */
export function documentTitle(pageTitle: string | undefined, tagline: string, dynamicTitle: boolean): string {
  return dynamicTitle && pageTitle ? `${pageTitle} - ${tagline}` : tagline;
}
