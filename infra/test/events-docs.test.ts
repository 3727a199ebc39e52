import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as busContracts from '@hvac/contracts/events';
import { eventCatalogue } from '@hvac/contracts/events';
import { platformBusServices } from '../src/bus-access';
import { eventsMarkdown } from '../src/events-docs';
import { repoRoot } from '../src/paths';

describe('docs/events.md (docs/architecture.md#event-contracts)', () => {
  it('is what npm run events:docs writes from the contracts and the services’ consumers', () => {
    expect(readFileSync(path.join(repoRoot(), 'docs', 'events.md'), 'utf8')).toBe(eventsMarkdown(platformBusServices()));
  });

  it('names each consumer a service may read on the bus in the contracts, and runs each one declared there', () => {
    const declared = eventCatalogue(busContracts).consumers.map((c) => c.name);
    const run = platformBusServices().flatMap((s) => (s.consumers === 'any' ? [] : s.consumers));
    expect([...new Set(run)].sort()).toEqual([...declared].sort());
  });
});
