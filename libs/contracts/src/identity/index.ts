/* `@hvac/contracts/identity`: accounts and users (svc-identity, mf-accounts), owned by the accounts team. */
export * from './validation';
export * from './users';
