import { WEB_CLIENT_ID } from "../../common/constants.ts";
import { bookerWithDestination, NOTIFY_BURST_ENV } from "../support/notification-setup.ts";
import { startServer } from "../support/server-process.ts";
import { startReceiver } from "../support/webhook-receiver.ts";

export interface LeadNotifyResult {
  bookingsPerSecond: number;
  seconds: number;
  answered: number;
  delivered: number;
  /** From a booking's answer to its notification at the receiver (ms). */
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * Issue 27's figure: bookings arrive at a steady rate (50 a second by default) and each one's
 * time from the booking's answer to its webhook at a local receiver is measured (its own server,
 * SQLite, one generic-webhook destination). Bounded: `seconds` of arrivals, then at most 30 s for
 * the last deliveries.
 */
export async function measureLeadNotify(rate = 50, seconds = 10): Promise<LeadNotifyResult> {
  const arrivals = new Map<string, number>();
  const receiver = await startReceiver((request) => {
    const company = (JSON.parse(request.body) as { data?: { company?: string } }).data?.company;
    if (company && !arrivals.has(company)) arrivals.set(company, performance.now());
    return { status: 200, body: "" };
  });
  const server = await startServer(NOTIFY_BURST_ENV);
  try {
    const token = await bookerWithDestination(server, `${receiver.origin}/crm`);
    const answeredAt = new Map<string, number>();
    const pending: Promise<void>[] = [];
    const start = performance.now();
    for (let index = 0; index < rate * seconds; index += 1) {
      const due = start + (index * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const company = `Bench Co ${index}`;
      pending.push(
        fetch(`${server.origin}/api/v1/web/user/booking`, {
          method: "POST",
          headers: { "content-type": "application/json", clientid: WEB_CLIENT_ID, authorization: `Bearer ${token}` },
          body: JSON.stringify({ username: "张三", phone: "13800138000", company, demandType: 1 }),
        })
          .then(async (response) => {
            if (((await response.json()) as { code: number }).code === 200) answeredAt.set(company, performance.now());
          })
          .catch(() => undefined),
      );
    }
    await Promise.all(pending);
    const deadline = performance.now() + 30_000;
    while ([...answeredAt.keys()].some((company) => !arrivals.has(company)) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const latencies = [...answeredAt]
      .filter(([company]) => arrivals.has(company))
      .map(([company, answered]) => Math.max(0, (arrivals.get(company) as number) - answered))
      .toSorted((a, b) => a - b);
    return {
      bookingsPerSecond: rate,
      seconds,
      answered: answeredAt.size,
      delivered: latencies.length,
      p50Ms: Math.round(percentile(latencies, 0.5)),
      p95Ms: Math.round(percentile(latencies, 0.95)),
      p99Ms: Math.round(percentile(latencies, 0.99)),
      maxMs: Math.round(latencies.at(-1) ?? 0),
    };
  } finally {
    await server.stop();
    await receiver.close();
  }
}
