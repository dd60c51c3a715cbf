import { randomInt } from "node:crypto";
import { createRequire } from "node:module";

/** Case does not count in answers; look-alikes (0/O, 1/I/L) are left out. */
export const CAPTCHA_CHARACTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CAPTCHA_LENGTH = 4;
/** Drawn at twice the size the form shows (124 x 44), so it stays sharp on dense screens. */
export const CAPTCHA_WIDTH = 248;
export const CAPTCHA_HEIGHT = 88;

interface GlyphFont {
  getPath(text: string, x: number, y: number, size: number): { toPathData(decimals: number): string };
}

// svg-captcha parses its font when it loads: with the first captcha, not at every start.
const requireOnUse = createRequire(import.meta.url);
let font: GlyphFont | undefined;

/** The glyph outlines svg-captcha ships (an opentype.js font; its types leave it out): no system fonts needed. */
export function captchaFont(): GlyphFont {
  font ??= (requireOnUse("svg-captcha") as { options: { font: GlyphFont } }).options.font;
  return font;
}

const between = (min: number, max: number) => min + (randomInt(0, 1_000_001) / 1_000_000) * (max - min);

function inkColour(): string {
  // Dark and saturated enough to read, never the same twice: colour is no key to the glyphs.
  return `hsl(${randomInt(0, 360)} ${randomInt(45, 80)}% ${randomInt(18, 36)}%)`;
}

/** One path per character, each turned, slanted and sized on its own, packed so that neighbours touch. */
function glyphsSvg(text: string): string {
  const parts: string[] = [];
  const step = (CAPTCHA_WIDTH - 40) / text.length;
  for (const [index, character] of [...text].entries()) {
    // This font's capitals are about a third of its size high.
    const size = between(100, 118);
    const x = 22 + index * step + between(-5, 5);
    const y = CAPTCHA_HEIGHT / 2 + size * 0.16 + between(-7, 7);
    const cx = x + size * 0.17;
    const cy = y - size * 0.16;
    const path = captchaFont().getPath(character, x, y, size).toPathData(2);
    const transform = `rotate(${between(-24, 24).toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)}) translate(${cx.toFixed(1)} ${cy.toFixed(1)}) skewX(${between(-14, 14).toFixed(1)}) scale(${between(0.85, 1.15).toFixed(2)} ${between(0.85, 1.15).toFixed(2)}) translate(${(-cx).toFixed(1)} ${(-cy).toFixed(1)})`;
    const colour = inkColour();
    // The outline drawn over the fill makes the strokes bold enough to read at 124 x 44.
    parts.push(
      `<path d="${path}" fill="${colour}" stroke="${colour}" stroke-width="${between(2, 3.5).toFixed(1)}" transform="${transform}"/>`,
    );
  }
  // Strokes through the glyphs, as thick as their own strokes, so that they cannot be filtered out by width.
  for (let line = 0; line < 3; line += 1) {
    const y = () => between(10, CAPTCHA_HEIGHT - 10).toFixed(1);
    const curve = `M${between(0, 30).toFixed(1)} ${y()} C${between(40, 110).toFixed(1)} ${y()} ${between(130, 200).toFixed(1)} ${y()} ${between(210, CAPTCHA_WIDTH).toFixed(1)} ${y()}`;
    parts.push(
      `<path d="${curve}" fill="none" stroke="${inkColour()}" stroke-width="${between(2.5, 4).toFixed(1)}" stroke-linecap="round"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}">${parts.join("")}</svg>`;
}

/**
 * Bends the whole picture along two random waves (glyphs and strokes alike), so that no glyph
 * keeps the outline of its template, then puts it on a noisy background.
 */
function warp(ink: Buffer): Buffer {
  const out = Buffer.alloc(CAPTCHA_WIDTH * CAPTCHA_HEIGHT * 3);
  const ax = between(2.5, 4);
  const ay = between(2.5, 4);
  const lx = between(60, 90);
  const ly = between(70, 110);
  const px = between(0, Math.PI * 2);
  const py = between(0, Math.PI * 2);
  const base = [randomInt(225, 250), randomInt(225, 250), randomInt(225, 250)];
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) {
      const sx = Math.round(x + ax * Math.sin((2 * Math.PI * y) / lx + px));
      const sy = Math.round(y + ay * Math.sin((2 * Math.PI * x) / ly + py));
      const target = (y * CAPTCHA_WIDTH + x) * 3;
      const grain = randomInt(-28, 29);
      let alpha = 0;
      let source = 0;
      if (sx >= 0 && sx < CAPTCHA_WIDTH && sy >= 0 && sy < CAPTCHA_HEIGHT) {
        source = (sy * CAPTCHA_WIDTH + sx) * 4;
        alpha = ink[source + 3]! / 255;
      }
      for (let channel = 0; channel < 3; channel += 1) {
        const background = base[channel]! + grain;
        const value = alpha * ink[source + channel]! + (1 - alpha) * background;
        out[target + channel] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  // Speckles in ink colours: a threshold that keeps the glyphs keeps these too.
  for (let dot = 0; dot < 260; dot += 1) {
    const offset = (randomInt(0, CAPTCHA_HEIGHT) * CAPTCHA_WIDTH + randomInt(0, CAPTCHA_WIDTH)) * 3;
    const shade = randomInt(20, 110);
    out[offset] = shade;
    out[offset + 1] = shade + randomInt(0, 40);
    out[offset + 2] = shade + randomInt(0, 40);
  }
  return out;
}

export function randomCaptchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_CHARACTERS[randomInt(0, CAPTCHA_CHARACTERS.length)]).join("");
}

/** A PNG of the text: a raster, so there is no markup or glyph outline to read. */
export async function captchaPng(text: string): Promise<Buffer> {
  // sharp and libvips load with the first captcha or upload, not at every start.
  const { default: sharp } = await import("sharp");
  const ink = await sharp(Buffer.from(glyphsSvg(text)))
    .ensureAlpha()
    .raw()
    .toBuffer();
  return sharp(warp(ink), { raw: { width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT, channels: 3 } })
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}
