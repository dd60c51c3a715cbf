const EXTERNAL_PREFIX = /^(?:https?:|mailto:|tel:)/;

/**
 * isExternal of spec section 5: a link that leaves the site. Apart from validate.ts because every
 * page's links need it and the form checks there are only for pages with forms.
 */
export function isExternal(path: string): boolean {
  return EXTERNAL_PREFIX.test(path);
}
