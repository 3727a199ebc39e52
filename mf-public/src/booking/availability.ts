import { useEffect, useState } from 'react';
import type { AvailabilityResponse } from '@hvac/contracts/requests';
import { api } from '@hvac/web-kit';

const NONE: ReadonlySet<string> = new Set();

/**
 * The time windows of a day no technician is free for (docs/domains/service-requests.md#availability),
 * read when a date is chosen. Until the answer comes, or when it cannot come, nothing is marked full:
 * the office confirms every request by phone anyway.
 */
export function useFullWindows(date: string, serviceType: string): ReadonlySet<string> {
  const [full, setFull] = useState<{ date: string; windows: ReadonlySet<string> }>({ date: '', windows: NONE });
  useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    const controller = new AbortController();
    api
      .get<AvailabilityResponse>('availability', { searchParams: { date, ...(serviceType ? { serviceType } : {}) }, signal: controller.signal })
      .then((body) => setFull({ date, windows: new Set(body.data.slots.filter((s) => !s.available).map((s) => s.timeSlot)) }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [date, serviceType]);
  return full.date === date ? full.windows : NONE;
}
