// The company's facts live in contracts, shared with the services that print them (svc-billing's documents).
// Imported from its own module, not the barrel: the barrel is a shared chunk the home page need not load.
export { COMPANY, companyAddressLine } from '@hvac/contracts';
