/*
 * The back-office screens' gates and lazy loading: a subpath of its own, outside the shared `@hvac/ui`
 * that every page downloads, so / carries none of it (docs/architecture.md#microfrontends).
 */
export { Refusal, SignedIn, RoleGate, type RefusalProps, type SignedInProps, type RoleGateProps } from './components/access';
export { lazyScreen } from './components/lazyScreen';
