/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RemoteIncompatibleError, RemoteUnavailableError } from '@hvac/federation/browser';
import { initI18n } from '@hvac/web-kit';
import '../src/i18n';
import { RemoteBoundary } from '../src/remotes/RemoteBoundary';

beforeAll(() => initI18n());
// React reports caught render errors on the console; the boundary's own log is what is tested here.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function Thrower({ error }: { error: Error | null }) {
  if (error) throw error;
  return <p>remote content</p>;
}

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.\n(error: http://x/42.js)'), { name: 'ChunkLoadError' });

describe('RemoteBoundary', () => {
  it("shows 'Unexpected Application Error!' for a crash, and Retry renders the remote again", () => {
    function Harness() {
      const [error, setError] = useState<Error | null>(new Error('kaboom'));
      return (
        <>
          <button onClick={() => setError(null)}>fix</button>
          <RemoteBoundary remote="mf_public">
            <Thrower error={error} />
          </RemoteBoundary>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('kaboom')).toBeTruthy();
    fireEvent.click(screen.getByText('fix'));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('remote content')).toBeTruthy();
  });

  it("reports a failed chunk as 'Loading chunk {id} failed'", () => {
    render(
      <RemoteBoundary remote="mf_public">
        <Thrower error={chunkError()} />
      </RemoteBoundary>,
    );
    expect(screen.getByText('Loading chunk 42 failed')).toBeTruthy();
  });

  it('shows the translated unavailable panel with Retry for a remote that cannot load', () => {
    render(
      <RemoteBoundary remote="mf_public">
        <Thrower error={new RemoteUnavailableError('mf_public', new Error('down'))} />
      </RemoteBoundary>,
    );
    const panel = screen.getByTestId('remote-error');
    expect(panel.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { name: 'This part of the site could not be loaded.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says a remote built for other versions of shared packages is being updated, names the packages, and offers Retry', () => {
    const refused = new RemoteIncompatibleError('mf_billing', [{ name: 'react', remoteVersion: '20.0.0', required: '^20.0.0', pageVersion: '19.3.1', from: 'shell' }]);
    render(
      <RemoteBoundary remote="mf_billing">
        <Thrower error={refused} />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This part of the site could not be loaded.' })).toBeTruthy();
    expect(screen.getByText('This part of the site is being updated. Please reload the page in a few minutes.')).toBeTruthy();
    expect(screen.getByText('react 20.0.0 ≠ 19.3.1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('clears a crash when the path changes', () => {
    const { rerender } = render(
      <RemoteBoundary remote="mf_public" resetKey="/a">
        <Thrower error={new Error('kaboom')} />
      </RemoteBoundary>,
    );
    expect(screen.getByTestId('remote-error')).toBeTruthy();
    act(() =>
      rerender(
        <RemoteBoundary remote="mf_public" resetKey="/b">
          <Thrower error={null} />
        </RemoteBoundary>,
      ),
    );
    expect(screen.getByText('remote content')).toBeTruthy();
  });
});
