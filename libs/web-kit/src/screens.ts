/*
 * What the back-office screens share beyond the page-wide singletons of the index: the route guards,
 * role checks, the page title, downloads and uploads. A subpath of its own, outside the shared `@hvac/web-kit` that every
 * page downloads, so / carries none of it (docs/architecture.md#microfrontends); each module reaches the
 * session and the API client through the package name, so the page keeps one of each.
 */
export { RequireAuth, RequireRole, SessionPlaceholder, returnAddress, type RequireAuthProps, type RequireRoleProps } from './guards';
export { useRole, hasRole } from './access';
export { saveBlob, uploadFile, type UploadOptions } from './files';
export { usePageTitle } from './page-title';
export { useUrlFilters, type UrlFilterValues } from './url-filters';
