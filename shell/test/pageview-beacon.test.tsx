/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { usePageViewBeacon } from '../src/analytics/usePageViewBeacon';

let go: (path: string) => void = () => undefined;

/** The hook inside a router, with a main area that shows a spinner until `ready`. */
function Probe() {
  usePageViewBeacon();
  const navigate = useNavigate();
  const [ready, setReady] = useState(true);
  go = (path) => {
    setReady(false);
    navigate(path);
  };
  (window as unknown as { finish: () => void }).finish = () => setReady(true);
  return <main id="main">{ready ? <h1>Page</h1> : <div className="spinner" />}</main>;
}

const sent: { url: string; body: Record<string, unknown> }[] = [];

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: string) => {
      sent.push({ url, body: JSON.parse(data) });
      return true;
    },
  });
});

// The test's clock moves only when told, frames (16 ms) included, so the render time it reads is the one it made.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const FRAME_MS = 16;
const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const frame = () => wait(FRAME_MS);

it('reports the first page at once and the next one when its content replaced the spinner, with one visitor id', async () => {
  localStorage.clear();
  render(
    <MemoryRouter initialEntries={['/services?token=secret']}>
      <Probe />
    </MemoryRouter>,
  );
  await frame();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ url: '/api/analytics/pageview', body: { path: '/services', viewportWidth: window.innerWidth } });
  expect(sent[0]!.body.visitorId).toMatch(/^[0-9a-f]{32}$/);
  expect(localStorage.getItem('hvac.visitorId')).toBe(sent[0]!.body.visitorId);

  act(() => go('/about'));
  await wait(50);
  expect(sent).toHaveLength(1);
  act(() => (window as unknown as { finish: () => void }).finish());
  await frame();
  expect(sent).toHaveLength(2);
  expect(sent[1]!.body).toMatchObject({ path: '/about', referrer: `${location.origin}/services`, visitorId: sent[0]!.body.visitorId });
  // The 50 ms the spinner stood, and at most the frame that saw it gone.
  expect(sent[1]!.body.renderMs).toBeGreaterThanOrEqual(50);
  expect(sent[1]!.body.renderMs).toBeLessThanOrEqual(50 + FRAME_MS);
});
