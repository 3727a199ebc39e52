import { todayIn } from '../src/core/dates';
import { setClock } from './clock';

/**
 * Holds this test file to one business day, so what it expects and what the service it calls reads as
 * today agree however long the run takes and whenever it crosses midnight in Houston: the clock moves to
 * midday of today there (18:00 UTC is noon or 1 PM) and runs on. Answers that day.
 */
export function holdBusinessDay(): string {
  const day = todayIn();
  setClock(Date.parse(`${day}T18:00:00Z`));
  return day;
}

export { setClock } from './clock';
