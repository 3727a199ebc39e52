import { renderRoutes, type RenderOptions } from '@hvac/web-kit/testing';
import BillingRoutes from '../src/routes';

export { USERS, signIn } from '@hvac/web-kit/testing';

/** Renders the remote's routes as the shell mounts them, at `path` (with router state), in `lng`. */
export const renderAt = (path: string, options?: RenderOptions) => renderRoutes(BillingRoutes, path, options);
