import { diffFields, type HistoryChanges, type HistoryVocabulary } from '../src/history';
import { namesIn, spokenChanges, valuesOf } from '../src/history/vocabulary';

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

describe('a history in the API’s words (docs/architecture.md#history)', () => {
  const vocabulary: HistoryVocabulary = {
    fields: { approved_by: 'approvedByUserId', tags: 'tags', receipt_url: 'receiptUrl', title: 'title' },
    people: ['approvedByUserId'],
    named: { fields: ['receiptUrl', 'tags'], read: async () => new Map() },
  };

  it('answers each stored field under its API name and leaves out what the vocabulary does not list', () => {
    expect(spokenChanges({ approved_by: [null, 'u1'], title: ['a', 'b'], search_text: ['x', 'y'] }, vocabulary)).toEqual({ approvedByUserId: [null, 'u1'], title: ['a', 'b'] });
  });

  it('finds the values to name on both sides and inside lists, each once, and gives each entry only its own', () => {
    const entries: HistoryChanges[] = [{ approvedByUserId: [null, 'u1'], receiptUrl: ['/r/1', '/r/2'] }, { approvedByUserId: ['u1', 'u2'], tags: [['t1'], ['t1', 't2']] }];
    expect(valuesOf(entries, ['approvedByUserId', 'tags']).sort()).toEqual(['t1', 't2', 'u1', 'u2']);
    const read = new Map([['u1', 'Ada'], ['u2', 'Bo'], ['/r/2', 'pump.pdf']]);
    expect(namesIn(entries[0]!, vocabulary, read)).toEqual({ u1: 'Ada', '/r/2': 'pump.pdf' });
    expect(namesIn(entries[1]!, vocabulary, read)).toEqual({ u1: 'Ada', u2: 'Bo' });
  });
});
