import { Type } from 'typebox';
import type { ServiceConfig, ServiceContext } from '@hvac/service-kit';

/** svc-finance's own variables beyond service-kit's BaseConfig; loadConfig stops the process naming any that is missing or invalid. */
export const FinanceConfig = Type.Object({});

export type FinanceConfig = ServiceConfig<(typeof FinanceConfig)['properties']>;
export type FinanceContext = ServiceContext<FinanceConfig>;
