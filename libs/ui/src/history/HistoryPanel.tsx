import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry, HistoryResponse } from '@hvac/contracts';
import { ApiError, api } from '@hvac/web-kit';
import { useBackOfficeQuery } from '@hvac/web-kit/back-office';
import { formatDateTime } from '@hvac/web-kit/date-time';
// Through the package name, so the page's shared @hvac/ui draws them (this subpath is bundled into each remote).
import { ErrorBox, Spinner } from '@hvac/ui';
import { HISTORY_NS } from './i18n';

export interface HistoryPanelProps {
  /** The record's history call under /api, e.g. `quotes/<id>/history`. */
  path: string;
  /** Anything that changes with the record (its updatedAt): a new value reads the history again. */
  version?: string | number;
  /** The screen's panel class, so the history sits among its other panels. */
  className?: string;
  /**
   * A stored value in the reader's words (a status, a category, a role…), as the screen names it
   * elsewhere: the panel serves every remote and knows none of their value sets. Undefined keeps the
   * value as stored, as free text, amounts, days and ids are.
   */
  describeValue?: (field: string, value: string) => string | undefined;
}

async function fetchHistory(path: string, signal: AbortSignal): Promise<HistoryEntry[]> {
  const answer = await api.get<HistoryResponse>(path, { signal });
  if (!Array.isArray(answer?.data?.history)) throw new ApiError('Invalid response format from server.', 0, 'invalidResponse');
  return answer.data.history;
}

/**
 * Who changed the record, what and when, newest first (the latest 50): one line per change, one per
 * field it changed. Back-office screens only: the routes answer staff (user history: admins).
 */
export function HistoryPanel({ path, version, className, describeValue }: HistoryPanelProps) {
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
            <HistoryItem key={entry.id} entry={entry} describeValue={describeValue} />
          ))}
        </ol>
      )}
    </section>
  );
}

function HistoryItem({ entry, describeValue }: { entry: HistoryEntry; describeValue: HistoryPanelProps['describeValue'] }) {
  const { t } = useTranslation(HISTORY_NS);
  const who = entry.actorName ?? (entry.actorId ? t('formerUser') : t('system'));
  const fields = Object.entries(entry.changes);
  const words = { none: t('none'), yes: t('yes'), no: t('no') };
  return (
    <li className="history-entry">
      <p>
        <strong>{who}</strong>
        {entry.actorRole && <> ({t(`roles.${entry.actorRole}`)})</>} {t(`actions.${entry.action}`)}
        {' · '}
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </p>
      {fields.length > 0 && (
        <ul className="history-changes">
          {fields.map(([field, [from, to]]) => {
            const describe = (value: string) => describeValue?.(field, value) ?? value;
            return (
              <li key={field}>
                {t(`fields.${field}`, { defaultValue: field.replace(/_/g, ' ') })}: <bdi>{shown(from, words, describe)}</bdi> {t('arrow')} <bdi>{shown(to, words, describe)}</bdi>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

function shown(value: unknown, words: { none: string; yes: string; no: string }, describe: (value: string) => string): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'string' ? describe(v) : String(v))).join(', ') : words.none;
  return typeof value === 'string' ? describe(value) : String(value);
}
