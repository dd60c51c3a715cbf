import { IMAGE_ORIGINS } from "../../common/image-url.ts";
import { VIDEO_ORIGINS } from "../../common/video-embed.ts";

/**
 * Headers every answer carries (pages, API, files). HSTS only when the site is served over https:
 * over plain http it is ignored at best, and it must not be learnt for a name that later moves.
 */
export function securityHeaders(siteOrigin: string): [string, string][] {
  const headers: [string, string][] = [
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    // The site uses none of these; a script injected through a dependency gets none of them either.
    ["Permissions-Policy", "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()"],
  ];
  if (siteOrigin.startsWith("https:")) headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  return headers;
}

/**
 * The Content-Security-Policy of one HTML answer (docs/decisions/011-content-security-policy.md):
 * scripts carrying this answer's nonce run, and what they load is trusted through
 * 'strict-dynamic'; nothing else (no inline handlers, no injected <script>).
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // React sets style attributes and the sign-in pages inline their stylesheet.
    "style-src 'self' 'unsafe-inline'",
    // The origins console-edited image fields may use (common/image-url.ts): none unless listed.
    ["img-src 'self' data: blob:", ...IMAGE_ORIGINS].join(" "),
    "font-src 'self'",
    // The video players an article may embed (common/video-embed.ts), and nothing else framed.
    ["frame-src", ...VIDEO_ORIGINS].join(" "),
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
