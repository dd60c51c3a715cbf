import authCssText from "./auth.css?inline";
import authCssUrl from "./auth.css?url";

const STYLE_KEY = "auth-pages";

/**
 * The sign-in pages' stylesheet without a render-blocking request (docs/decisions/005-page-speed.md)
 * and without putting its text in a JavaScript bundle:
 * - server rendering inlines it (`import.meta.env.SSR` is a build-time constant, so the client
 *   bundle drops the text), and React hoists the <style> into <head>;
 * - hydration reuses the text already in the document;
 * - a client-side navigation to one of these pages links the built file instead, and React waits
 *   for it to load before showing the page, so nothing flashes unstyled.
 */
export function AuthStyles() {
  if (import.meta.env.SSR) {
    return (
      <style href={STYLE_KEY} precedence="default">
        {authCssText}
      </style>
    );
  }
  const inlined = document.querySelector(`style[data-href~="${STYLE_KEY}"]`)?.textContent;
  if (inlined)
    return (
      <style href={STYLE_KEY} precedence="default">
        {inlined}
      </style>
    );
  return <link rel="stylesheet" href={authCssUrl} precedence="default" />;
}
