import { BoardAnswers } from '../src/visits/board-answers';

/** A write that counts its calls and answers `text`. */
function writer(text: string) {
  const write = async () => {
    write.calls += 1;
    return text;
  };
  write.calls = 0;
  return write;
}

describe('BoardAnswers', () => {
  it('writes an answer once per version and key, again under a new version, which forgets the others', async () => {
    const board = new BoardAnswers();
    const week = writer('[1]');
    expect((await board.get('1', 'week', week)).toString()).toBe('[1]');
    expect((await board.get('1', 'week', writer('[stale]'))).toString()).toBe('[1]');
    expect(week.calls).toBe(1);
    const other = writer('[2]');
    await board.get('1', 'other week', other);
    expect((await board.get('2', 'week', writer('[3]'))).toString()).toBe('[3]');
    await board.get('2', 'other week', other);
    expect(other.calls).toBe(2);
  });

  it('gives simultaneous askers of a missing answer its one write', async () => {
    const board = new BoardAnswers();
    const week = writer('[1]');
    const answers = await Promise.all([board.get('1', 'week', week), board.get('1', 'week', week), board.get('1', 'week', week)]);
    expect(answers.map((a) => a.toString())).toEqual(['[1]', '[1]', '[1]']);
    expect(week.calls).toBe(1);
  });

  it('remembers nothing when the write fails', async () => {
    const board = new BoardAnswers();
    await expect(board.get('1', 'week', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await board.get('1', 'week', writer('[1]'))).toString()).toBe('[1]');
  });

  it('does not keep, under the new version, an answer written under the old one', async () => {
    const board = new BoardAnswers();
    let finish: (text: string) => void = () => undefined;
    const slow = board.get('1', 'week', () => new Promise<string>((resolve) => (finish = resolve)));
    const fresh = writer('[2]');
    const meanwhile = board.get('2', 'week', fresh);
    finish('[1]');
    expect((await slow).toString()).toBe('[1]');
    expect((await meanwhile).toString()).toBe('[2]');
    expect((await board.get('2', 'week', fresh)).toString()).toBe('[2]');
    expect(fresh.calls).toBe(1);
  });

  it('keeps within its budget of bytes, dropping the answer asked for longest ago', async () => {
    const board = new BoardAnswers(10);
    const a = writer('aaaa');
    const b = writer('bbbb');
    const c = writer('cccc');
    await board.get('1', 'a', a);
    await board.get('1', 'b', b);
    await board.get('1', 'a', a);
    await board.get('1', 'c', c);
    // a was asked again after b, so b went.
    await board.get('1', 'a', a);
    await board.get('1', 'b', b);
    expect([a.calls, b.calls, c.calls]).toEqual([1, 2, 1]);
    const large = writer('x'.repeat(11));
    await board.get('1', 'large', large);
    await board.get('1', 'large', large);
    expect(large.calls).toBe(2);
  });
});
