import { Type } from 'typebox';
import type { ServiceConfig, ServiceContext } from '@hvac/service-kit';

/** svc-billing's own variables beyond service-kit's BaseConfig; loadConfig stops the process naming any that is missing or invalid. */
export const BillingConfig = Type.Object({});

export type BillingConfig = ServiceConfig<(typeof BillingConfig)['properties']>;
export type BillingContext = ServiceContext<BillingConfig>;
