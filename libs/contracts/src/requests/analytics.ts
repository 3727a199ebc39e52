import { Type, type Static } from 'typebox';
import { Success } from '../core';

/** Windows the dashboard offers (docs/domains/service-requests.md#analytics); anything else is a 400. */
export const ANALYTICS_WINDOWS = [7, 30, 90] as const;
export type AnalyticsWindow = (typeof ANALYTICS_WINDOWS)[number];
export const DEFAULT_ANALYTICS_WINDOW: AnalyticsWindow = 30;

/** What the shell's beacon sends on every route change. */
export const PageViewBody = Type.Object({
  path: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }),
  referrer: Type.Optional(Type.String({ maxLength: 1000 })),
  visitorId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  viewportWidth: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  renderMs: Type.Optional(Type.Number({ minimum: 0, maximum: 600_000 })),
});
export type PageViewBody = Static<typeof PageViewBody>;

const count = Type.Integer({ minimum: 0 });

/** The analytics fields (docs/domains/service-requests.md#analytics). */
export const AnalyticsStats = Type.Object({
  totalViews: count,
  uniqueVisitors: count,
  mobileViews: count,
  desktopViews: count,
  mobilePercentage: Type.Number(),
  avgResponseTime: Type.Number({ description: 'Mean time a route took to render, in ms' }),
  topPages: Type.Array(Type.Object({ url: Type.String(), views: count })),
  browserStats: Type.Array(Type.Object({ browser: Type.String(), count })),
  osStats: Type.Array(Type.Object({ os: Type.String(), count })),
  viewsByDay: Type.Array(Type.Object({ date: Type.String(), views: count })),
});
export type AnalyticsStats = Static<typeof AnalyticsStats>;

export const AnalyticsStatsResponse = Success({ days: count, ...AnalyticsStats.properties });
export type AnalyticsStatsResponse = Static<typeof AnalyticsStatsResponse>;

/** The page analytics' code, known to every program that imports it (core/error-codes.ts). */
declare module '../core/error-codes' {
  interface DomainErrorCodes {
    analytics: 'invalidWindow';
  }
}
