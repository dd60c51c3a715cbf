import animationsCss from "../../styles/animations.css?inline";
import appCss from "../../styles/app.css?inline";
import formsCss from "../../styles/forms.css?inline";
import leadsCss from "../../styles/leads.css?inline";
import pagesCss from "../../styles/pages.css?inline";

const STYLE_ID = "site-css";

/**
 * The whole stylesheet, inlined in <head>: it is small, and a render-blocking request costs a
 * slow phone more than the bytes (docs/decisions/005-page-speed.md). The text is bundled for the
 * server only: `import.meta.env.SSR` is a build-time constant, so the client bundle drops the
 * imports and hydrates the element with the text the server already put in the document.
 */
export function InlineStyles() {
  const css = import.meta.env.SSR
    ? appCss + pagesCss + animationsCss + formsCss + leadsCss
    : (document.getElementById(STYLE_ID)?.textContent ?? "");
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
