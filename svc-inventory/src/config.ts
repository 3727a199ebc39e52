import { Type } from 'typebox';
import type { ServiceConfig } from '@hvac/service-kit';

/** svc-inventory's own variables beyond service-kit's BaseConfig; loadConfig stops the process naming any that is missing or invalid. */
export const InventoryConfig = Type.Object({});

export type InventoryConfig = ServiceConfig<(typeof InventoryConfig)['properties']>;
