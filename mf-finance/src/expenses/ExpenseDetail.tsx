import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { canDecideExpense, canEditExpense, EXPENSE_DECISIONS, type Expense, type ExpenseDecision, type PersonName } from '@hvac/contracts/finance';
import { isNotFound, useSession } from '@hvac/web-kit';
import { formatDate } from '@hvac/web-kit/formatters';
import { usePageTitle, useRole } from '@hvac/web-kit/screens';
import { Button, ErrorBox, Spinner } from '@hvac/ui';
import { Field, Textarea, useSubmit } from '@hvac/ui/forms';
import { HistoryPanel } from '@hvac/ui/history';
import { useExpensesHome } from './access';
import { useExpenseHistoryFields } from './history';
import type { Arrival } from './ExpenseForms';
import { NS } from './i18n';
import { useDecideExpense, useExpense, useFailureText } from './queries';
import { ReceiptList } from './receipts';
import { ExpenseStatusBadge, usd } from './shared';

const LIST = '/admin/expenses';

function BackLink() {
  const { t } = useTranslation(NS);
  return (
    <Link to={useExpensesHome()} className="fn-back">
      <span aria-hidden="true" className="fn-arrow">
        ←
      </span>{' '}
      {t('common.back')}
    </Link>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fn-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const fullName = (person: PersonName | null): string | null => (person ? `${person.firstName} ${person.lastName}`.trim() : null);

/**
 * Approve and Reject with their optional note (PUT /expenses/{id}/status); shown while pending to admin and
 * manager. One decision at a time (useSubmit); `onStart` ends what the page said about the last action.
 */
function Decision({ expense, onStart }: { expense: Expense; onStart: () => void }) {
  const { t } = useTranslation(NS);
  const describe = useFailureText();
  const decide = useDecideExpense(expense.id);
  const once = useSubmit();
  const [note, setNote] = useState('');
  const labels: Record<ExpenseDecision, string> = { approved: t('detail.approve'), rejected: t('detail.reject') };
  return (
    <section className="fn-panel fn-decision" aria-label={`${t('detail.approve')} / ${t('detail.reject')}`}>
      <Field label={t('detail.decisionNote')} htmlFor="expense-decision-note">
        <Textarea rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <div className="fn-actions">
        {EXPENSE_DECISIONS.map((status) => (
          <Button
            key={status}
            variant={status === 'approved' ? 'primary' : 'danger'}
            loading={decide.isPending && decide.variables?.status === status}
            disabled={once.submitting}
            onClick={() =>
              once.run(() => {
                onStart();
                return decide.mutateAsync({ status, note });
              })
            }
          >
            {labels[status]}
          </Button>
        ))}
      </div>
      {decide.isError && <ErrorBox>{describe(decide.error, 'messages.updateStatus')}</ErrorBox>}
    </section>
  );
}

/**
 * /admin/expenses/{id} and /admin/expenses/view/{id} (docs/domains/finance.md#screens): the header with the
 * number, Approve and Reject for admin and manager while pending, Edit for whoever may edit (contracts'
 * canEditExpense), the fields with long dates in the reader's language, and the receipts.
 */
export function ExpenseDetail() {
  const { t } = useTranslation(NS);
  usePageTitle(NS, 'meta.view');
  const { expenseId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const describe = useFailureText();
  const role = useRole();
  const user = useSession((s) => s.user);
  const historyFields = useExpenseHistoryFields();
  const { data: expense, error, isPending } = useExpense(expenseId);
  const arrival = (location.state ?? {}) as Arrival;
  // "Expense updated successfully!" is news of the save that led here: the next action on the page ends it (#28 item 7).
  const endArrival = () => navigate(location.pathname, { replace: true, state: null });
  const longDate = (value: string | null) => (value ? formatDate(value, undefined, 'long') : t('common.none'));

  if (isPending) {
    return (
      <div className="screen">
        <Spinner label={t('detail.loading')} />
      </div>
    );
  }
  if (!expense) {
    if (isNotFound(error)) {
      return (
        <div className="screen">
          <section className="fn-not-found" aria-labelledby="expense-not-found">
            <h1 id="expense-not-found">{t('detail.notFoundTitle')}</h1>
            <p>{t('detail.notFoundBody')}</p>
            <BackLink />
          </section>
        </div>
      );
    }
    return (
      <div className="screen">
        <ErrorBox>
          <p>{describe(error, 'messages.fetchExpense')}</p>
          <BackLink />
        </ErrorBox>
      </div>
    );
  }

  const yesNo = (v: boolean) => (v ? t('answers.yes') : t('answers.no'));
  const text = (v: string | null) => (v && v.trim() ? v : t('common.none'));
  return (
    <div className="screen">
      <BackLink />
      {arrival.flash && (
        <p className="fn-success" role="status">
          {t(`form.${arrival.flash}`)}
        </p>
      )}
      <div className="fn-head">
        <div>
          <h1 dir="auto">{expense.title}</h1>
          <p className="fn-muted">{t('detail.number', { number: expense.expenseNumber })}</p>
        </div>
        <div className="fn-actions">
          <ExpenseStatusBadge status={expense.status} />
          {canEditExpense(user, expense) && (
            <Link className="btn btn-secondary btn-md" to={`${LIST}/${expense.id}/edit`}>
              {t('common.edit')}
            </Link>
          )}
        </div>
      </div>
      {canDecideExpense(role, expense.status) && <Decision expense={expense} onStart={endArrival} />}
      <div className="fn-panels">
        <section className="fn-panel" aria-labelledby="expense-details">
          <h2 id="expense-details">{t('detail.details')}</h2>
          <dl>
            <Row label={t('detail.amount')}>
              <span dir="ltr" className="fn-strong">
                {usd(expense.amount)}
              </span>
            </Row>
            <Row label={t('detail.category')}>{t(`categories.${expense.category}`, { defaultValue: expense.category })}</Row>
            <Row label={t('detail.expenseDate')}>{longDate(expense.expenseDate)}</Row>
            <Row label={t('detail.vendor')}>{text(expense.vendor)}</Row>
            <Row label={t('detail.paymentMethod')}>{t(`paymentMethods.${expense.paymentMethod}`, { defaultValue: expense.paymentMethod })}</Row>
            <Row label={t('detail.status')}>
              <ExpenseStatusBadge status={expense.status} />
            </Row>
            <Row label={t('detail.isTaxDeductible')}>{yesNo(expense.isTaxDeductible)}</Row>
            <Row label={t('detail.isReimbursable')}>{yesNo(expense.isReimbursable)}</Row>
            <Row label={t('detail.projectId')}>{expense.projectId ?? t('common.none')}</Row>
            <Row label={t('detail.tags')}>
              {expense.tags.length ? (
                <ul className="fn-tag-list">
                  {expense.tags.map((tag) => (
                    <li key={tag} className="fn-tag" dir="auto">
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : (
                t('common.none')
              )}
            </Row>
          </dl>
        </section>
        <section className="fn-panel" aria-labelledby="expense-history">
          <h2 id="expense-history">{t('detail.history')}</h2>
          <dl>
            <Row label={t('detail.createdBy')}>{fullName(expense.createdByUser) ?? t('common.none')}</Row>
            <Row label={t('detail.createdAt')}>{longDate(expense.createdAt)}</Row>
            <Row label={t('detail.updatedAt')}>{longDate(expense.updatedAt)}</Row>
            {expense.approvedAt && (
              <>
                <Row label={t('detail.approvedBy')}>{fullName(expense.approvedByUser) ?? t('common.none')}</Row>
                <Row label={t('detail.approvedAt')}>{longDate(expense.approvedAt)}</Row>
                {expense.approvalNote && <Row label={t('detail.approvalNote')}>{expense.approvalNote}</Row>}
              </>
            )}
          </dl>
        </section>
      </div>
      <section className="fn-panel" aria-labelledby="expense-description">
        <h2 id="expense-description">{t('detail.description')}</h2>
        <p className="fn-text">{text(expense.description)}</p>
      </section>
      <section className="fn-panel" aria-labelledby="expense-notes">
        <h2 id="expense-notes">{t('detail.notes')}</h2>
        <p className="fn-text">{text(expense.notes)}</p>
      </section>
      <section className="fn-panel" aria-labelledby="expense-receipts">
        <h2 id="expense-receipts">{t('detail.receipts')}</h2>
        <ReceiptList receipts={expense.receipts} />
      </section>
      <HistoryPanel path={`expenses/${expense.id}/history`} version={expense.updatedAt} className="fn-panel" fields={historyFields} />
    </div>
  );
}
