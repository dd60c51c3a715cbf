import QRCode from "qrcode";
import { qrCodeCall } from "../../common/contracts/content.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";

const render = (text: string) => QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });

/**
 * The footer's contact QR code and the consultant's, drawn from the site settings in use. A code
 * is drawn once per text; pages link it with the texts' version (site.qrVersion), so the long
 * browser cache never shows an old code.
 */
export function siteRoutes(services: Services) {
  const drawn = new Map<string, Promise<string>>();
  const image = (text: string) => {
    let svg = drawn.get(text);
    if (!svg) {
      // Old texts are forgotten: a settings change leaves at most the two codes in use.
      if (drawn.size >= 4) drawn.clear();
      svg = render(text);
      drawn.set(text, svg);
    }
    return svg;
  };
  const { app, handle } = callRouter(services);
  handle(qrCodeCall, async (c, { params }) => {
    const settings = services.siteSettings.current();
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(await image(params.file === "contact.svg" ? settings.contactQrText : settings.consultantQrText));
  });
  return app;
}
