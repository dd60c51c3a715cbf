const PLACEHOLDER_ORIGIN = "http://same-origin.invalid";

// Characters a browser drops or turns into "/" while it parses a URL, which is how "/\t/evil.example"
// or "/\\evil.example" become a protocol-relative address after a check that looked at the raw text.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;

/**
 * The value as a path on this site ("/news?page=2#top"), or null when it could lead anywhere else:
 * anything that does not start with a single "/", holds a backslash or a control character, or
 * resolves to another origin or to a path starting with "//". The answer is what the URL parser
 * made of it (re-encoded), so what was checked is what the browser follows.
 */
export function sameOriginPath(value: string): string | null {
  if (!value.startsWith("/") || value.startsWith("//") || UNSAFE_CHARACTERS.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" resolves to the path "//evil.example", which a Location header would send off-site.
  return path.startsWith("//") ? null : path;
}
