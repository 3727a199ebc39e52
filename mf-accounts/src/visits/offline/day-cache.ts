import type { Visit } from '@hvac/contracts/requests';

/*
 * The last my-visits answer, kept on the phone so the day's jobs read in a basement without signal
 * (docs/domains/service-requests.md#the-technicians-day). localStorage: the answer is small and read
 * synchronously on start.
 */

const KEY = 'hvac.myJobs.day';

export function saveDay(visits: Visit[], now = new Date()): { visits: Visit[]; savedAt: string } {
  const day = { visits, savedAt: now.toISOString() };
  try {
    localStorage.setItem(KEY, JSON.stringify(day));
  } catch {
    // A full storage keeps the previous copy; the screen still shows the fresh answer.
  }
  return day;
}

export function readDay(): { visits: Visit[]; savedAt: string } | null {
  try {
    const day = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { visits?: unknown; savedAt?: unknown } | null;
    return day && Array.isArray(day.visits) && typeof day.savedAt === 'string' ? { visits: day.visits as Visit[], savedAt: day.savedAt } : null;
  } catch {
    return null;
  }
}

/** Signing out leaves nothing of a customer's address on a shared phone. */
export const forgetDay = (): void => localStorage.removeItem(KEY);
