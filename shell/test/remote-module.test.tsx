/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadRemoteModule } from '@hvac/federation/browser';
import { RemoteModule } from '../src/remotes/remoteComponent';

jest.mock('@hvac/federation/browser', () => ({ ...jest.requireActual('@hvac/federation/browser'), loadRemoteModule: jest.fn() }));

describe('RemoteModule', () => {
  it("renders an exposed module with the props of the remotes' contract", async () => {
    jest.mocked(loadRemoteModule).mockResolvedValue({ default: ({ type }: { type?: string | null }) => <p>dialog for {type}</p> });
    render(
      <Suspense fallback={null}>
        <RemoteModule id="mf_public/BookingDialog" type="scheduleService" onClose={() => undefined} />
      </Suspense>,
    );
    await screen.findByText('dialog for scheduleService');
    expect(loadRemoteModule).toHaveBeenCalledWith('mf_public/BookingDialog');
  });

  it('refuses, at compile time, an id no remote exposes and a prop the module does not take', () => {
    // `nx run @hvac/shell:typecheck` is the test: each @ts-expect-error must meet an error.
    const refused = [
      // @ts-expect-error mf_accounts exposes no booking dialog
      <RemoteModule key="id" id="mf_accounts/BookingDialog" />,
      // @ts-expect-error the booking dialog takes no step
      <RemoteModule key="prop" id="mf_public/BookingDialog" step={2} />,
    ];
    expect(refused).toHaveLength(2);
  });
});
