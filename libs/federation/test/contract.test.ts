import type { BookingDialogModule, RemoteExposes, RemoteModule, RemoteModuleId, RoutesModule } from '../browser/contract';

// The refusals below are the test: `nx run @hvac/federation:typecheck` compiles this file, and a contract
// that let one of these shapes through would leave its @ts-expect-error unused, which fails the build.
const Routes = () => null;
const Dialog = ({ type }: { type?: string | null }) => (type ? null : null);

describe('the remotes contract', () => {
  it('types each id the shell loads by the module the remote exposes', () => {
    const ids: RemoteModuleId[] = ['mf_public/routes', 'mf_public/BookingDialog', 'mf_accounts/routes', 'mf_billing/routes', 'mf_finance/routes', 'mf_inventory/routes'];
    const routes: RemoteModule<'mf_accounts/routes'> = { default: Routes, ready: Promise.resolve() } satisfies RoutesModule;
    const dialog: RemoteModule<'mf_public/BookingDialog'> = { default: Dialog } satisfies BookingDialogModule;
    expect([ids.length, routes.default, dialog.default]).toEqual([6, Routes, Dialog]);
  });

  it('refuses a wrong shape at compile time', () => {
    const refused = [
      // @ts-expect-error a routes module without a default component
      { ready: Promise.resolve() } satisfies RemoteExposes['mf_accounts']['./routes'],
      // @ts-expect-error routes that need a prop the shell never passes
      { default: ({ id }: { id: string }) => id } satisfies RemoteExposes['mf_accounts']['./routes'],
      // @ts-expect-error a booking dialog that needs a prop the shell never passes
      { default: ({ step }: { step: number }) => step } satisfies RemoteExposes['mf_public']['./BookingDialog'],
      // @ts-expect-error mf_accounts exposes no booking dialog
      'mf_accounts/BookingDialog' satisfies RemoteModuleId,
    ];
    expect(refused).toHaveLength(4);
  });
});
