import { Hono } from "hono";
import QRCode from "qrcode";
import { fail } from "./envelope.ts";

export interface QrTexts {
  contact: string;
  consultant: string;
}

const render = (text: string) => QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });

/** QR codes generated once from configuration (the footer's contact code, the consultant's code). */
export function siteRoutes(qr: QrTexts) {
  const images = new Map([
    ["contact.svg", render(qr.contact)],
    ["consultant.svg", render(qr.consultant)],
  ]);
  return new Hono().get("/qr/:file", async (c) => {
    const image = images.get(c.req.param("file"));
    if (!image) return fail(c, 404, "notFound");
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(await image);
  });
}
