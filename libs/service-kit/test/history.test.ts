import { diffFields } from '../src/history';

describe('diffFields (docs/architecture.md#history)', () => {
  it('names only the fields that changed, each as [from, to], a missing side as null', () => {
    const before = { title: 'Fuel', amount: '86.40', tags: ['van'], paid: false, at: new Date('2026-01-01T00:00:00Z') };
    const after = { title: 'Fuel', amount: '90.00', tags: ['van', 'fuel'], paid: true, at: new Date('2026-01-01T00:00:00Z') };
    expect(diffFields(before, after, ['title', 'amount', 'tags', 'paid', 'at'])).toEqual({ amount: ['86.40', '90.00'], tags: [['van'], ['van', 'fuel']], paid: [false, true] });
    expect(diffFields(null, { title: 'Fuel', notes: null }, ['title', 'notes'])).toEqual({ title: [null, 'Fuel'] });
    expect(diffFields({ title: 'Fuel', notes: 'x' }, undefined, ['title', 'notes'])).toEqual({ title: ['Fuel', null], notes: ['x', null] });
  });

  it('compares dates by instant and writes them as ISO text', () => {
    const changes = diffFields({ at: new Date('2026-01-01T00:00:00Z') }, { at: new Date('2026-01-02T00:00:00Z') }, ['at']);
    expect(changes).toEqual({ at: ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z'] });
  });
});
