/* `@hvac/contracts/inventory`: items, stock movements and their rules (svc-inventory, mf-inventory), owned by the inventory team. */
export * from './inventory';
export * from './summary';
