import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { chromium } from "playwright-core";
import { POW_WORK } from "../../server/services/proof-of-work.ts";
import { CHROME_PATH } from "../support/browser.ts";
import { startServer, type RunningServer } from "../support/server-process.ts";

/**
 * Issue 25 item 5: what a proof-of-work challenge costs a bot and a person. A server behind "a
 * proxy" at 127.0.0.1 (so the bench can speak for several addresses) hands out challenges; a bot
 * solves them in Node with altcha-lib (native PBKDF2, one core), a person's page solves them in
 * Chromium with Web Crypto (the same PBKDF2 tries the page's solver makes, in the page). Then one
 * address fetches challenges as a flood would, and the bot solves the most expensive one.
 */
const BOT_SAMPLES = 20;
const PAGE_SAMPLES = 20;
const FLOOD_SAMPLES = 3;

export interface ProofOfWorkResult {
  baseCost: number;
  counterMax: number;
  botMedianMs: number;
  botSolvesPerSecond: number;
  pageMedianMs: number;
  pageMaxMs: number;
  floodCost: number;
  floodBotMedianMs: number;
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function challengeFor(server: RunningServer, ip: string): Promise<Challenge> {
  const response = await fetch(`${server.origin}/api/auth/pow`, { headers: { "x-forwarded-for": ip } });
  return ((await response.json()) as { data: Challenge }).data;
}

async function botSolve(challenge: Challenge): Promise<number> {
  const started = performance.now();
  if (!(await solveChallenge({ challenge, deriveKey }))) throw new Error("not solved");
  return performance.now() - started;
}

export async function measureProofOfWork(): Promise<ProofOfWorkResult> {
  const server = await startServer({ TRUST_PROXY: "127.0.0.1", LOG_LEVEL: "error" });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ["--no-sandbox", "--disable-gpu"] });
  try {
    const bot: number[] = [];
    for (let i = 0; i < BOT_SAMPLES; i += 1) bot.push(await botSolve(await challengeFor(server, `192.0.2.${i + 1}`)));

    const page = await browser.newPage();
    await page.goto(`${server.origin}/api/health`);
    const inPage: number[] = [];
    for (let i = 0; i < PAGE_SAMPLES; i += 1) {
      const challenge = await challengeFor(server, `198.51.100.${i + 1}`);
      inPage.push(
        await page.evaluate(
          async ({ parameters }) => {
            // oxlint-disable-next-line unicorn/consistent-function-scoping -- runs in the page: page.evaluate sends this function's text only
            const hex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
            const nonce = hex(parameters.nonce);
            const salt = hex(parameters.salt);
            const prefix = parameters.keyPrefix;
            const password = new Uint8Array(nonce.length + 4);
            password.set(nonce);
            const view = new DataView(password.buffer);
            const started = performance.now();
            for (let counter = 0; ; counter += 1) {
              view.setUint32(nonce.length, counter, false);
              const key = await crypto.subtle.importKey("raw", password, { name: "PBKDF2" }, false, ["deriveBits"]);
              const bits = new Uint8Array(
                await crypto.subtle.deriveBits({ name: "PBKDF2", salt, iterations: parameters.cost, hash: "SHA-256" }, key, 256),
              );
              const derived = Array.from(bits, (byte) => byte.toString(16).padStart(2, "0")).join("");
              if (derived.startsWith(prefix)) return performance.now() - started;
            }
          },
          challenge as unknown as { parameters: { nonce: string; salt: string; keyPrefix: string; cost: number } },
        ),
      );
    }

    let flood: Challenge | undefined;
    for (let i = 0; i < 80; i += 1) flood = await challengeFor(server, "203.0.113.66");
    const floodTimes: number[] = [];
    for (let i = 0; i < FLOOD_SAMPLES; i += 1) floodTimes.push(await botSolve(await challengeFor(server, "203.0.113.66")));

    const botMedianMs = Math.round(median(bot));
    return {
      baseCost: POW_WORK.baseCost,
      counterMax: POW_WORK.counterMax,
      botMedianMs,
      botSolvesPerSecond: Math.round((1000 * bot.length) / bot.reduce((sum, ms) => sum + ms, 0)),
      pageMedianMs: Math.round(median(inPage)),
      pageMaxMs: Math.round(Math.max(...inPage)),
      floodCost: Number(flood?.parameters.cost ?? 0),
      floodBotMedianMs: Math.round(median(floodTimes)),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
