import type { AnalyticsStats, AnalyticsWindow } from '@hvac/contracts';
import { ApiError, api } from '@hvac/web-kit';

export { ANALYTICS_WINDOWS as WINDOWS, DEFAULT_ANALYTICS_WINDOW as DEFAULT_WINDOW } from '@hvac/contracts';
export type { AnalyticsStats, AnalyticsWindow } from '@hvac/contracts';

/** Which of the two spec texts a failure shows: the server refused, or the answer never came or made no sense. */
export class AnalyticsError extends Error {
  constructor(readonly key: 'fetchFailed' | 'loadFailed') {
    super(key);
    this.name = 'AnalyticsError';
  }
}

const isStats = (v: unknown): v is AnalyticsStats =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as AnalyticsStats).totalViews === 'number' &&
  ['topPages', 'browserStats', 'osStats', 'viewsByDay'].every((k) => Array.isArray((v as unknown as Record<string, unknown>)[k]));

export async function fetchStats(days: AnalyticsWindow): Promise<AnalyticsStats> {
  let body: { status?: string; data?: unknown } | undefined;
  try {
    body = await api.get<{ status?: string; data?: unknown }>('analytics/stats', { searchParams: { days } });
  } catch (err) {
    throw new AnalyticsError(err instanceof ApiError && err.status > 0 && err.code !== 'INVALID_RESPONSE' ? 'fetchFailed' : 'loadFailed');
  }
  if (body?.status !== 'success' || !isStats(body.data)) throw new AnalyticsError('loadFailed');
  return body.data;
}
