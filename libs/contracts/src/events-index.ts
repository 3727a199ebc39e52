/*
 * `@hvac/contracts/events`: the bus's contracts (docs/architecture.md#event-contracts), for services,
 * service-kit and infra: the envelope and names (core), and each domain's events and the reads of its
 * consumers, declared in the domain's folder. Kept out of the browser entries, as no page reads an
 * event; being server-only, it may gather every domain.
 */
export * from './core/events';
export * from './core/bus';
export * from './core/event-contracts';
export * from './identity/events';
export * from './identity/users-directory';
export * from './requests/events';
export * from './requests/reads';
export * from './billing/events';
export * from './billing/reads';
export * from './finance/events';
export * from './finance/reads';
export * from './inventory/events';
export * from './inventory/reads';
