/**
 * What server rendering writes where the Content-Security-Policy nonce goes. Rendered pages are
 * cached with it; the page cache puts a fresh nonce in its place in every answer
 * (docs/decisions/011-content-security-policy.md). Long and odd enough never to occur in content.
 */
export const CSP_NONCE_PLACEHOLDER = "csp-nonce-placeholder-7Qz1Xv9Lr3Tk";
