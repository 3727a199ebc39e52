/*
 * `@hvac/contracts`: the common core every domain and every page builds on (docs/architecture.md#contracts):
 * answer envelopes and field words, roles, the general error codes, formats, dates and money, the
 * company's facts, change history and the demo users. It imports no domain; each domain's contracts
 * are an entry of their own (`@hvac/contracts/billing`, …), bundled by the apps that use them.
 */
export * from './common';
export * from './error-codes';
export * from './validation';
export * from './roles';
export * from './formats';
export * from './dates';
export * from './money';
export * from './site';
export * from './company';
export * from './history';
export * from './demo-users';
export * from './routes';
export * from './prerendered-page';
