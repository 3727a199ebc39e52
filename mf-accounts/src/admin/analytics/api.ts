import type { AnalyticsStats, AnalyticsStatsResponse, AnalyticsWindow } from '@hvac/contracts/requests';
import { ApiError, api } from '@hvac/web-kit';

export { ANALYTICS_WINDOWS as WINDOWS, DEFAULT_ANALYTICS_WINDOW as DEFAULT_WINDOW } from '@hvac/contracts/requests';
export type { AnalyticsStats, AnalyticsWindow } from '@hvac/contracts/requests';

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

export async function fetchStats(days: AnalyticsWindow, signal?: AbortSignal): Promise<AnalyticsStats> {
  let body: AnalyticsStatsResponse | undefined;
  try {
    body = await api.get<AnalyticsStatsResponse>('analytics/stats', { searchParams: { days }, signal });
  } catch (err) {
    throw new AnalyticsError(err instanceof ApiError && err.status > 0 && err.code !== 'invalidResponse' ? 'fetchFailed' : 'loadFailed');
  }
  if (body?.status !== 'success' || !isStats(body.data)) throw new AnalyticsError('loadFailed');
  return body.data;
}
