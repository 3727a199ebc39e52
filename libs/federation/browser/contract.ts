import type { ComponentType } from 'react';

/** A remote's `./routes`: its `<Routes>` with absolute paths under the patterns its src/remote.json declares. */
export interface RoutesModule {
  default: ComponentType;
  /** Settles once what the current address needs has loaded; the shell's first paint waits for it. */
  ready?: Promise<unknown>;
}

export interface BookingDialogProps {
  type?: string | null;
  data?: Record<string, unknown> | null;
  onClose?: () => void;
}

/** mf-public's `./BookingDialog`, which the shell opens from any page. */
export interface BookingDialogModule {
  default: ComponentType<BookingDialogProps>;
}

/**
 * A remote's `./widgets`: its widgets of the owner's dashboard by the ids its src/remote.json declares
 * under `widgets` (docs/architecture.md#microfrontends). Each draws its own section, figures and link.
 */
export interface WidgetsModule {
  widgets: Record<string, ComponentType>;
}

/**
 * What each remote exposes, by container name and exposed path. The shell loads only these ids, with
 * these shapes (loadRemoteModule), and each remote holds its exposed modules to its entry with
 * `satisfies` (its src/exposes.ts), so a remote that changes a shape fails `tsc` on its side and a shell
 * that expects another fails on the shell's, before any deployment.
 */
export interface RemoteExposes {
  mf_public: { './routes': RoutesModule; './BookingDialog': BookingDialogModule };
  mf_accounts: { './routes': RoutesModule; './widgets': WidgetsModule };
  mf_billing: { './routes': RoutesModule; './widgets': WidgetsModule };
  mf_finance: { './routes': RoutesModule; './widgets': WidgetsModule };
  mf_inventory: { './routes': RoutesModule; './widgets': WidgetsModule };
}

export type RemoteName = keyof RemoteExposes;

type ExposedName<Path> = Path extends `./${infer Name}` ? Name : never;

/** 'mf_public/routes', 'mf_public/BookingDialog', …: every id the shell may load. */
export type RemoteModuleId = { [R in RemoteName]: `${R}/${ExposedName<keyof RemoteExposes[R]>}` }[RemoteName];

/** The module behind an id. */
export type RemoteModule<Id extends RemoteModuleId> = Id extends `${infer R extends RemoteName}/${infer Name}`
  ? RemoteExposes[R][`./${Name}` & keyof RemoteExposes[R]]
  : never;
