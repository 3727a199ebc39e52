/* `@hvac/contracts/billing`: quotes, estimates, invoices, payments and their documents (svc-billing, mf-billing), owned by the billing team. */
export * from './statuses';
export * from './billing';
export * from './documents';
export * from './summary';
