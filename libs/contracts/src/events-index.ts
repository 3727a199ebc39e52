/*
 * `@hvac/contracts/events`: the bus's contracts (docs/architecture.md#event-contracts), for services,
 * service-kit and infra. Kept out of the main entry, which the browser bundles, as no page reads an event.
 */
export * from './events';
export * from './bus';
export * from './event-contracts';
export * from './identity-events';
export * from './users-directory';
export * from './requests-events';
export * from './requests-reads';
export * from './billing-events';
export * from './billing-reads';
export * from './expenses-events';
export * from './finance-reads';
export * from './inventory-events';
export * from './inventory-reads';
