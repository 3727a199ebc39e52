import { ApiError, api } from '@hvac/web-kit';

export const WINDOWS = [7, 30, 90] as const;
export type AnalyticsWindow = (typeof WINDOWS)[number];
export const DEFAULT_WINDOW: AnalyticsWindow = 30;

/** Spec 1 §3 Analytics, as GET /api/analytics/stats answers it. */
export interface AnalyticsStats {
  totalViews: number;
  uniqueVisitors: number;
  mobileViews: number;
  desktopViews: number;
  mobilePercentage: number;
  avgResponseTime: number;
  topPages: { url: string; views: number }[];
  browserStats: { browser: string; count: number }[];
  osStats: { os: string; count: number }[];
  viewsByDay: { date: string; views: number }[];
}

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
