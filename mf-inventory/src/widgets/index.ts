import type { WidgetsModule } from '@hvac/federation/browser';
import './i18n';
import { Expired, LowStock } from './Widgets';

/** Exposed as `mf_inventory/widgets`: the ids src/remote.json declares under `widgets` (docs/domains/inventory.md#overview-widget). */
export const widgets: WidgetsModule['widgets'] = { 'low-stock': LowStock, expired: Expired };
