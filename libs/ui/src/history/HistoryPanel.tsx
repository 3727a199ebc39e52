import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry, HistoryResponse } from '@hvac/contracts';
import { ApiError, api } from '@hvac/web-kit';
import { useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { formatDateTime } from '@hvac/web-kit/date-time';
// Through the package name, so the page's shared @hvac/ui draws them (this subpath is bundled into each remote).
import { ErrorBox, Spinner } from '@hvac/ui';
import { HISTORY_NS } from './i18n';

/**
 * How the panel writes a value of one field: `text` as typed (the default); `person` by the display name
 * the answer gives the id, `A former user` when it has none; `record` by the name the answer gives it (a
 * document's number, a receipt's file name), `(deleted)` when it has none; or the screen's own way (money,
 * days, a status or category in the reader's words).
 */
export type HistoryValue = 'text' | 'person' | 'record' | ((value: string) => string);

/** One field as the record's screen shows it: its label there, and how its values read. */
export interface HistoryFieldView {
  label: string;
  value?: HistoryValue;
}

/** Every field a record's history names (contracts' HistoryField), as its screen labels and writes it. */
export type HistoryFieldViews<F extends string = string> = Readonly<Record<F, HistoryFieldView>>;

export interface HistoryPanelProps<F extends string = string> {
  /** The record's history call under /api, e.g. `quotes/<id>/history`. */
  path: string;
  /** Anything that changes with the record (its updatedAt): a new value reads the history again. */
  version?: string | number;
  /** The screen's panel class, so the history sits among its other panels. */
  className?: string;
  /** The screen's labels and formatters: the panel serves every remote and knows none of their fields. */
  fields: HistoryFieldViews<F>;
}

async function fetchHistory(path: string, signal: AbortSignal): Promise<HistoryEntry[]> {
  const answer = await api.get<HistoryResponse>(path, { signal });
  if (!Array.isArray(answer?.data?.history)) throw new ApiError('Invalid response format from server.', 0, 'invalidResponse');
  return answer.data.history;
}

/**
 * Who changed the record, what and when, newest first (the latest 50): one line per change, one per
 * field it changed, in the screen's words, so no id, column or storage path reaches the reader
 * (docs/architecture.md#history). Back-office screens only: the routes answer staff (user history: admins).
 */
export function HistoryPanel<F extends string>({ path, version, className, fields }: HistoryPanelProps<F>) {
  const { t } = useTranslation(HISTORY_NS);
  const headingId = useId();
  const { data: history, error } = useBackOfficeQuery({ queryKey: ['history', path, version], queryFn: ({ signal }) => fetchHistory(path, signal) });
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      {error ? (
        <ErrorBox>{t('failed')}</ErrorBox>
      ) : !history ? (
        <Spinner label={t('loading')} />
      ) : history.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className="history-list">
          {history.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} fields={fields} />
          ))}
        </ol>
      )}
    </section>
  );
}

function HistoryItem({ entry, fields }: { entry: HistoryEntry; fields: HistoryFieldViews }) {
  const { t } = useTranslation(HISTORY_NS);
  const who = entry.actorName ?? (entry.actorId ? t('formerUser') : t('system'));
  const changes = Object.entries(entry.changes);
  const shown = changes.filter(([field]) => Object.hasOwn(fields, field));
  const words: Words = { none: t('none'), yes: t('yes'), no: t('no'), formerUser: t('formerUser'), gone: t('gone') };
  const write = (view: HistoryFieldView) => (value: unknown) => written(value, view.value ?? 'text', entry.names, words);
  return (
    <li className="history-entry">
      <p>
        <strong>{who}</strong>
        {entry.actorRole && <> ({t(`roles.${entry.actorRole}`)})</>} {t(`actions.${entry.action}`)}
        {' · '}
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      {changes.length > 0 && (
        <ul className="history-changes">
          {shown.map(([field, [from, to]]) => (
            <li key={field}>
              {fields[field]!.label}: <bdi>{write(fields[field]!)(from)}</bdi> {t('arrow')} <bdi>{write(fields[field]!)(to)}</bdi>
            </li>
          ))}
          {/* A field this screen does not know yet (its service was deployed first): said, never shown raw. */}
          {shown.length < changes.length && <li>{t('otherChanges')}</li>}
        </ul>
      )}
    </li>
  );
}

interface Words {
  none: string;
  yes: string;
  no: string;
  formerUser: string;
  gone: string;
}

/** A stored value as the field's screen writes it; a list element by element. */
function written(value: unknown, how: HistoryValue, names: Readonly<Record<string, string>>, words: Words): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.length ? value.map((v) => written(v, how, names, words)).join(', ') : words.none;
  const text = String(value);
  if (typeof how === 'function') return how(text);
  if (how === 'person') return names[text] ?? words.formerUser;
  if (how === 'record') return names[text] ?? words.gone;
  return text;
}
