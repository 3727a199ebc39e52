import type { ReactNode } from 'react';
import { renderRoutes, type RenderOptions } from '@hvac/web-kit/testing';
import BillingRoutes from '../src/routes';

export { USERS, signIn } from '@hvac/web-kit/testing';

/** Renders the remote's routes as the shell mounts them, at `path` (with router state), in `lng`, with `around` (the shell's toasts). */
export const renderAt = (path: string, options?: RenderOptions, around?: ReactNode) => renderRoutes(BillingRoutes, path, options, around);
