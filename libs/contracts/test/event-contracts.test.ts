import { Type } from 'typebox';
import * as busContracts from '../src/events-index';
import { defineEvent, domainOfSubject, eventCatalogue, filterMatches, publisherOf, subjectOf } from '../src/events-index';

// The contract between the teams on the bus (docs/architecture.md#event-contracts): a publisher may change
// its events only in ways that keep giving every consumer what it reads; anything else is a new version.

const { events, consumers } = eventCatalogue(busContracts);
const label = (e: { subject: string; version: number }) => `${e.subject} (v${e.version})`;

describe('event contracts (docs/architecture.md#event-contracts)', () => {
  it('finds every event and consumer the contracts declare', () => {
    expect(events.map((e) => e.subject)).toEqual(expect.arrayContaining(['hvac.identity.user-registered', 'hvac.requests.service-request-created', 'hvac.billing.payment-recorded', 'hvac.finance.expense-deleted', 'hvac.inventory.stock-low']));
    expect(consumers.map((c) => c.name)).toEqual(expect.arrayContaining(['users-directory', 'quote-accepted', 'service-requests', 'income-ledger', 'related-expenses']));
  });

  it('declare each event type once, on its domain’s subject, published by its domain’s service', () => {
    const problems = events.flatMap((e) => {
      const found: string[] = [];
      if (!/^[a-z]+(-[a-z]+)*$/.test(e.name)) found.push(`${e.name}: a name is kebab case, without a version`);
      if (!Number.isInteger(e.version) || e.version < 1) found.push(`${e.name}: version ${e.version} is not a whole number from 1`);
      if (e.type !== (e.version === 1 ? e.name : `${e.name}-v${e.version}`)) found.push(`${e.name}: type ${e.type} does not carry version ${e.version}`);
      if (e.subject !== subjectOf(e.domain, e.type) || domainOfSubject(e.subject) !== e.domain) found.push(`${e.name}: subject ${e.subject} is not hvac.${e.domain}.${e.type}`);
      if (e.publisher !== publisherOf(e.domain)) found.push(`${e.name}: published by ${e.publisher}, not ${publisherOf(e.domain)}`);
      return found;
    });
    expect(problems).toEqual([]);
    const subjects = events.map((e) => e.subject);
    expect(subjects.filter((s, i) => subjects.indexOf(s) !== i)).toEqual([]);
  });

  it('give every consumer each field it reads, or the change is a new version', () => {
    const problems = consumers.flatMap((c) =>
      c.reads.flatMap(({ event, fields }) =>
        fields.flatMap((field) => {
          if (!(field in event.data.properties)) return [`${c.name} reads ${field} of ${label(event)}, which ${event.publisher} no longer gives`];
          if (!event.data.required?.includes(field)) return [`${c.name} reads ${field} of ${label(event)}, which ${event.publisher} no longer always gives`];
          return [];
        }),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('have each consumer’s subject deliver the events it reads, and name a domain', () => {
    const problems = consumers.flatMap((c) => [
      ...(domainOfSubject(c.subject.replace(/\.>$/, '.x')) ? [] : [`${c.name}: ${c.subject} names no domain`]),
      ...c.reads.filter((r) => !filterMatches(c.subject, r.event.subject)).map((r) => `${c.name}: ${c.subject} does not deliver ${label(r.event)}`),
    ]);
    expect(problems).toEqual([]);
    const names = consumers.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('give a later version a subject of its own, which the bus’s rules accept as its domain’s', () => {
    const v2 = defineEvent('billing', 'payment-recorded', 2, Type.Object({ id: Type.String() }));
    expect([v2.type, v2.subject, v2.publisher]).toEqual(['payment-recorded-v2', 'hvac.billing.payment-recorded-v2', 'svc-billing']);
    expect(domainOfSubject(v2.subject)).toBe('billing');
    expect(filterMatches('hvac.billing.payment-recorded', v2.subject)).toBe(false);
  });
});
