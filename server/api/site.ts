import QRCode from "qrcode";
import { qrCodeCall } from "../../common/contracts/content.ts";
import type { Services } from "../services/container.ts";
import { callRouter } from "./call-router.ts";

export interface QrTexts {
  contact: string;
  consultant: string;
}

const render = (text: string) => QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });

/** QR codes generated once from configuration (the footer's contact code, the consultant's code). */
export function siteRoutes(services: Services, qr: QrTexts) {
  const images = { "contact.svg": render(qr.contact), "consultant.svg": render(qr.consultant) };
  const { app, handle } = callRouter(services);
  handle(qrCodeCall, async (c, { params }) => {
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(await images[params.file]);
  });
  return app;
}
