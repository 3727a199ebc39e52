import { Type, type Static } from 'typebox';
import { Success } from '../core';

/*
 * The owner's overview widget of the inventory (docs/domains/inventory.md#overview-widget): each figure with
 * the list's query parameters that list exactly what it counts, so the widget can link to them.
 */

const Count = Type.Integer({ minimum: 0 });

export const InventoryOverview = Type.Object({
  /** Items at or below their minimum quantity, as the list's `lowStock=true` finds them. */
  lowStock: Type.Object({ count: Count, filter: Type.Object({ lowStock: Type.Literal('true') }) }),
  /** Items whose expiration date is before today in Houston, as the list's `expired=true` finds them. */
  expired: Type.Object({ count: Count, filter: Type.Object({ expired: Type.Literal('true') }) }),
});
export type InventoryOverview = Static<typeof InventoryOverview>;
export const InventoryOverviewResponse = Success(InventoryOverview.properties);
export type InventoryOverviewResponse = Static<typeof InventoryOverviewResponse>;
