import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CAPTCHA_CHARACTERS,
  captchaFont,
  CAPTCHA_HEIGHT,
  CAPTCHA_LENGTH,
  CAPTCHA_WIDTH,
  captchaPng,
  randomCaptchaText,
} from "../../server/services/captcha-image.ts";

/**
 * The attack issue 11 asks us to defeat, written out: the attacker knows the font (it ships with
 * svg-captcha), the alphabet and the length. It thresholds the picture to ink, drops isolated
 * specks, cuts the ink into four columns, and matches each against templates of every character
 * rendered in the same font at several angles, by normalised cross-correlation.
 */
const CELL_WIDTH = 36;
const CELL_HEIGHT = 28;
const font = captchaFont();

interface Mask {
  width: number;
  height: number;
  ink: Uint8Array;
}

async function inkMask(image: Buffer): Promise<Mask> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const ink = new Uint8Array(info.width * info.height);
  for (let index = 0; index < ink.length; index += 1) {
    const [r, g, b] = [data[index * 3]!, data[index * 3 + 1]!, data[index * 3 + 2]!];
    ink[index] = 0.299 * r + 0.587 * g + 0.114 * b < 160 ? 1 : 0;
  }
  // A 3 x 3 majority vote removes lone specks and keeps strokes.
  const cleaned = new Uint8Array(ink.length);
  for (let y = 1; y < info.height - 1; y += 1) {
    for (let x = 1; x < info.width - 1; x += 1) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy += 1) for (let dx = -1; dx <= 1; dx += 1) sum += ink[(y + dy) * info.width + x + dx]!;
      cleaned[y * info.width + x] = sum >= 5 ? 1 : 0;
    }
  }
  return { width: info.width, height: info.height, ink: cleaned };
}

/** The ink inside a box, cropped to its own bounds and scaled to one cell size. */
function cell(mask: Mask, left: number, right: number): Float64Array {
  let [top, bottom, first, last] = [mask.height, -1, right, left - 1];
  for (let y = 0; y < mask.height; y += 1) {
    for (let x = left; x < right; x += 1) {
      if (!mask.ink[y * mask.width + x]) continue;
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
      first = Math.min(first, x);
      last = Math.max(last, x);
    }
  }
  const out = new Float64Array(CELL_WIDTH * CELL_HEIGHT);
  if (bottom < 0) return out;
  // Scaled by height and centred, so that wide and narrow characters (W and V) keep their shapes apart.
  const boxWidth = last - first + 1;
  const boxHeight = bottom - top + 1;
  const scale = boxHeight / CELL_HEIGHT;
  const centre = (first + last + 1) / 2;
  for (let y = 0; y < CELL_HEIGHT; y += 1) {
    for (let x = 0; x < CELL_WIDTH; x += 1) {
      const sx = Math.floor(centre + (x + 0.5 - CELL_WIDTH / 2) * scale);
      const sy = top + Math.floor((y + 0.5) * scale);
      if (sx < first || sx > last || boxWidth === 0) continue;
      out[y * CELL_WIDTH + x] = mask.ink[sy * mask.width + sx]!;
    }
  }
  return out;
}

const mean = (v: Float64Array) => v.reduce((sum, value) => sum + value, 0) / v.length;

function correlation(a: Float64Array, b: Float64Array): number {
  const [ma, mb] = [mean(a), mean(b)];
  let [num, da, db] = [0, 0, 0];
  for (let index = 0; index < a.length; index += 1) {
    num += (a[index]! - ma) * (b[index]! - mb);
    da += (a[index]! - ma) ** 2;
    db += (b[index]! - mb) ** 2;
  }
  return da === 0 || db === 0 ? -1 : num / Math.sqrt(da * db);
}

/** The characters drawn in the captcha's font, black on white, upright or turned. */
function plainSvg(glyphs: { character: string; x: number; angle: number }[], width = CAPTCHA_WIDTH): string {
  const size = 109;
  const y = CAPTCHA_HEIGHT / 2 + size * 0.16;
  const paths = glyphs.map(({ character, x, angle }) => {
    const d = font.getPath(character, x, y, size).toPathData(2);
    return `<path d="${d}" fill="#222" stroke="#222" stroke-width="2.8" transform="rotate(${angle} ${x + size * 0.17} ${y - size * 0.16})"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#f4f4f4"/>${paths.join("")}</svg>`;
}

const render = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

let templates: { character: string; cell: Float64Array }[] = [];

async function solve(image: Buffer): Promise<string> {
  const mask = await inkMask(image);
  let [first, last] = [mask.width, -1];
  for (let index = 0; index < mask.ink.length; index += 1) {
    if (!mask.ink[index]) continue;
    first = Math.min(first, index % mask.width);
    last = Math.max(last, index % mask.width);
  }
  // Columns without ink separate the characters when they stand apart; else equal slices of the ink.
  const runs: [number, number][] = [];
  for (let x = first; x <= last; x += 1) {
    let inked = false;
    for (let y = 0; y < mask.height && !inked; y += 1) inked = mask.ink[y * mask.width + x] === 1;
    if (!inked) continue;
    const open = runs.at(-1);
    if (open && open[1] === x - 1) open[1] = x;
    else runs.push([x, x]);
  }
  const slice = (last - first + 1) / CAPTCHA_LENGTH;
  const boxes: [number, number][] =
    runs.length === CAPTCHA_LENGTH
      ? runs.map(([left, right]) => [left, right + 1])
      : Array.from({ length: CAPTCHA_LENGTH }, (_, position) => [
          Math.floor(first + position * slice),
          Math.ceil(first + (position + 1) * slice),
        ]);
  let answer = "";
  for (const [left, right] of boxes) {
    const sample = cell(mask, left, right);
    let best = { character: "?", score: -2 };
    for (const template of templates) {
      const score = correlation(sample, template.cell);
      if (score > best.score) best = { character: template.character, score };
    }
    answer += best.character;
  }
  return answer;
}

async function readRate(samples: { text: string; image: Buffer }[]) {
  let whole = 0;
  let characters = 0;
  for (const { text, image } of samples) {
    const read = await solve(image);
    if (read === text) whole += 1;
    for (let index = 0; index < CAPTCHA_LENGTH; index += 1) if (read[index] === text[index]) characters += 1;
  }
  return { whole: whole / samples.length, characters: characters / (samples.length * CAPTCHA_LENGTH) };
}

describe("the image captcha against a template-matching solver", () => {
  beforeAll(async () => {
    for (const character of CAPTCHA_CHARACTERS) {
      for (const angle of [-24, -16, -8, 0, 8, 16, 24]) {
        const mask = await inkMask(await render(plainSvg([{ character, x: 80, angle }])));
        templates.push({ character, cell: cell(mask, 0, mask.width) });
      }
    }
  }, 60_000);

  it("is a raster image with no markup or outline in it", async () => {
    const png = await captchaPng("AB23");
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString("latin1")).not.toMatch(/<svg|<path|AB23/i);
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "png",
      width: CAPTCHA_WIDTH,
      height: CAPTCHA_HEIGHT,
    });
  });

  it("the solver reads plain renderings of the same font (so it is a real attack)", async () => {
    const samples = [];
    for (let index = 0; index < 40; index += 1) {
      const text = randomCaptchaText();
      const glyphs = [...text].map((character, position) => ({ character, x: 10 + position * 95, angle: 0 }));
      // Wider than the captcha: this font's capitals are up to 86 px wide at this size.
      samples.push({ text, image: await render(plainSvg(glyphs, 400)) });
    }
    const rate = await readRate(samples);
    console.info(`template matching read ${(rate.whole * 100).toFixed(1)} % of plain renderings`);
    expect(rate.whole).toBeGreaterThanOrEqual(0.8);
  }, 60_000);

  it("reads fewer than 5 % of the captchas the server draws", async () => {
    const samples = [];
    for (let index = 0; index < 200; index += 1) {
      const text = randomCaptchaText();
      samples.push({ text, image: await captchaPng(text) });
    }
    const rate = await readRate(samples);
    console.info(
      `template matching read ${(rate.whole * 100).toFixed(1)} % of captchas, ${(rate.characters * 100).toFixed(1)} % of characters`,
    );
    expect(rate.whole).toBeLessThan(0.05);
  }, 120_000);
});
