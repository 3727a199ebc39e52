import { useTranslation } from 'react-i18next';
import type { DocumentSend, DocumentType } from '@hvac/contracts/billing';
import { formatDateTime } from '@hvac/web-kit/date-time';
import { ErrorBox, Spinner } from '@hvac/ui';
import { Table, type Column } from '@hvac/ui/list';
import { NS } from './i18n';
import { useSends } from './queries';
import { useDocumentFailure } from './useDocumentFailure';

/** Every e-mail of the document, newest first: when, to whom, by whom, in which language, and whether it went. */
export function SendHistory({ type, id }: { type: DocumentType; id: string }) {
  const { t } = useTranslation(NS);
  const describe = useDocumentFailure();
  const { data: sends, error } = useSends(type, id);
  const headingId = `${type}-sends`;
  const columns: Column<DocumentSend>[] = [
    { key: 'when', header: t('history.when'), render: (s) => formatDateTime(s.sentAt) },
    { key: 'to', header: t('history.to'), render: (s) => <span dir="ltr">{s.customerName ? `${s.customerName} <${s.email}>` : s.email}</span> },
    { key: 'by', header: t('history.by'), render: (s) => s.sentByName ?? '—' },
    { key: 'language', header: t('history.language'), render: (s) => t(`languages.${s.language}`) },
    {
      key: 'result',
      header: t('history.result'),
      render: (s) => (
        <span className={`badge badge-${s.result === 'sent' ? 'success' : 'danger'}`} data-result={s.result} title={s.error ?? undefined}>
          {t(`history.${s.result}`)}
        </span>
      ),
    },
  ];
  return (
    <section className="bl-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('history.heading')}</h2>
      {error && <ErrorBox>{describe(error, 'messages.historyFailed')}</ErrorBox>}
      {!sends && !error && <Spinner label={t('history.loading')} />}
      {sends && <Table caption={t('history.caption')} columns={columns} rows={sends} rowKey={(s) => s.id} empty={<p className="bl-empty">{t('history.empty')}</p>} />}
    </section>
  );
}
