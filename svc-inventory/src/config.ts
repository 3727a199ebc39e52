import { Type } from 'typebox';
import { MailConfig, type ServiceConfig, type ServiceContext } from '@hvac/service-kit';

/** svc-inventory's own variables beyond service-kit's BaseConfig; loadConfig stops the process naming any that is missing or invalid. */
export const InventoryConfig = Type.Object({
  ...MailConfig.properties,
  /** Where a low-stock alert is mailed (docs/domains/inventory.md#events): the same office address svc-requests announces bookings to. */
  OFFICE_EMAIL: Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', default: 'office@bayoucitycomfort.com' }),
});

export type InventoryConfig = ServiceConfig<(typeof InventoryConfig)['properties']>;
export type InventoryContext = ServiceContext<InventoryConfig>;
