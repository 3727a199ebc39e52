import { type Language } from '@hvac/web-kit';
import { renderRoutes } from '@hvac/web-kit/testing';
import AccountsRoutes from '../src/routes';

/** Renders the remote's routes as the shell mounts them, at `path`, in `lng`. */
export const renderAt = (path: string, lng: Language = 'en') => renderRoutes(AccountsRoutes, path, { lng });
