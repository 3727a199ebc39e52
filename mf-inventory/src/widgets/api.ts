import type { InventoryOverview, InventoryOverviewResponse } from '@hvac/contracts/inventory';
import { api } from '@hvac/web-kit';

/** The trigger-kept counts and the list filters that find them (docs/domains/inventory.md#overview-widget). */
export const fetchInventoryOverview = async (signal?: AbortSignal): Promise<InventoryOverview> => (await api.get<InventoryOverviewResponse>('inventory/summary', { signal })).data;
