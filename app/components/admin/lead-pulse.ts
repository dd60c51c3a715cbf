import { useEffect } from "react";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import type { leadPulseCall } from "../../../common/contracts/admin-leads.ts";
import { callApi } from "../../lib/http/client.ts";

/** How often the console asks whether leads arrived: a lead shows within this, on every instance. */
export const LEAD_PULSE_MS = 15_000;

interface LeadPulse {
  /** The newest lead when the inbox last showed its leads; null before the first answer. */
  seenId: number | null;
  newestId: number;
  /** Leads that arrived after `seenId`: the count in the console's title and the inbox's notice. */
  newSince: number;
  waiting: number;
  /** The "waiting" setting: a new lead nobody owns is highlighted after this many hours. */
  waitingHours: number;
}

export const leadPulseStore = createStore<LeadPulse>(() => ({ seenId: null, newestId: 0, newSince: 0, waiting: 0, waitingHours: 4 }));

export function useLeadPulse(): LeadPulse {
  return useStore(leadPulseStore);
}

/** The inbox has shown the newest leads: nothing is new until another arrives. */
export function markLeadsSeen(): void {
  leadPulseStore.setState((state) => ({ seenId: state.newestId, newSince: 0 }));
}

async function poll(): Promise<void> {
  const { seenId } = leadPulseStore.getState();
  const { data } = await callApi<typeof leadPulseCall>(
    "GET /admin/leads/pulse",
    { query: seenId === null ? {} : { after: seenId } },
    { feedback: false },
  );
  leadPulseStore.setState((state) => ({
    newestId: data.newestId,
    seenId: state.seenId ?? data.newestId,
    newSince: state.seenId === null ? 0 : data.newSince,
    waiting: data.waiting,
    waitingHours: data.waitingHours,
  }));
}

/** Polls while the console is open for a member who sees leads, and keeps the count in the page title. */
export function useLeadPulsePolling(enabled: boolean, title: string): void {
  const { newSince } = useLeadPulse();
  useEffect(() => {
    if (!enabled) return;
    const tick = () => void poll().catch(() => undefined);
    tick();
    const timer = setInterval(tick, LEAD_PULSE_MS);
    return () => clearInterval(timer);
  }, [enabled]);
  useEffect(() => {
    if (!enabled) return;
    document.title = newSince > 0 ? `(${newSince}) ${title}` : title;
  }, [enabled, newSince, title]);
}
