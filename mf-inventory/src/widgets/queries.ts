import { useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { INVENTORY } from '../items/queries';
import { fetchInventoryOverview } from './api';

// Under the inventory's key, which every item change invalidates, so the figures follow a change at once.
export const useInventoryOverview = () => useBackOfficeQuery({ queryKey: [...INVENTORY, 'overview'], queryFn: ({ signal }) => fetchInventoryOverview(signal) });
