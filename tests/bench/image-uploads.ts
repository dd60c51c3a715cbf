import fs from "node:fs";
import path from "node:path";
import { openDatabase } from "../../server/db/database.ts";
import { sampleImage } from "../support/sample-files.ts";
import { startServer } from "../support/server-process.ts";
import { signInStaffAt, uploadRequest } from "../support/staff-session.ts";

/**
 * Issue 25 item 10: the resident memory of one instance (started as `npm start` starts it) while
 * BENCH_UPLOADS console uploads of one 49-megapixel image (BENCH_UPLOAD_FORMAT: jpeg, png or webp)
 * arrive at once. The peak is the kernel's
 * high-water mark (VmHWM), reset once the server has started, so no sample can miss it.
 */
export const CONCURRENT_UPLOADS = Number(process.env.BENCH_UPLOADS ?? 8);
const FORMAT = (process.env.BENCH_UPLOAD_FORMAT ?? "jpeg") as "jpeg" | "png" | "webp";
const SIDE = 7_000;

export interface ImageUploadResult {
  uploads: number;
  format: string;
  megapixels: number;
  /** Resident memory (MB): after start, the highest while the uploads ran, and once all were answered. */
  startRssMb: number;
  peakRssMb: number;
  afterRssMb: number;
  /** How many uploads got each HTTP status. */
  statuses: Record<string, number>;
}

const mb = (kb: number) => Math.round(kb / 1024);

/** VmRSS and VmHWM of the process, in kB (/proc/PID/status). */
function resident(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rss: field("VmRSS"), peak: field("VmHWM") };
}

export async function measureImageUploads(): Promise<ImageUploadResult> {
  const image = await sampleImage(FORMAT, SIDE, SIDE);
  const server = await startServer({ LOG_LEVEL: "warn" });
  const pid = server.process.pid as number;
  const database = openDatabase({ sqliteFile: path.join(server.dataDir, "site.db") });
  try {
    const token = await signInStaffAt(server.origin, database.db, "editor", "bench_uploads");
    const start = resident(pid);
    // "5" resets the peak to the current resident set (proc(5), clear_refs).
    fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
    const statuses = await Promise.all(
      Array.from({ length: CONCURRENT_UPLOADS }, async (_, index) => {
        const response = await fetch(`${server.origin}/api/admin/files`, uploadRequest(token, image, `large-${index}.${FORMAT}`));
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const after = resident(pid);
    const counted: Record<string, number> = {};
    for (const status of statuses) counted[status] = (counted[status] ?? 0) + 1;
    return {
      uploads: CONCURRENT_UPLOADS,
      format: FORMAT,
      megapixels: (SIDE * SIDE) / 1_000_000,
      startRssMb: mb(start.rss),
      peakRssMb: mb(after.peak),
      afterRssMb: mb(after.rss),
      statuses: counted,
    };
  } finally {
    await database.close();
    await server.stop();
  }
}
