import { Route } from 'react-router-dom';
import { lazyScreen } from '@hvac/ui/screens';
import { ExpenseGate } from './access';
import '@hvac/ui/history/i18n';
import './i18n';

const ExpenseList = lazyScreen(() => import(/* webpackChunkName: "expenses" */ './ExpenseList'), 'ExpenseList');
const MyExpenses = lazyScreen(() => import(/* webpackChunkName: "my-expenses" */ './MyExpenses'), 'MyExpenses');
const ExpenseDetail = lazyScreen(() => import(/* webpackChunkName: "expense-detail" */ './ExpenseDetail'), 'ExpenseDetail');
const ExpenseCreate = lazyScreen(() => import(/* webpackChunkName: "expense-forms" */ './ExpenseForms'), 'ExpenseCreate');
const ExpenseEdit = lazyScreen(() => import(/* webpackChunkName: "expense-forms" */ './ExpenseForms'), 'ExpenseEdit');

/**
 * The expense routes of docs/domains/finance.md#screens; both spellings of the detail and edit paths lead
 * to the same screen, and the screens link the first.
 */
export function expenseRoutes() {
  const detail = (
    <ExpenseGate gate="signedIn">
      <ExpenseDetail />
    </ExpenseGate>
  );
  const edit = (
    <ExpenseGate gate="signedIn">
      <ExpenseEdit />
    </ExpenseGate>
  );
  return (
    <>
      <Route
        path="/admin/expenses"
        element={
          <ExpenseGate gate="managers">
            <ExpenseList />
          </ExpenseGate>
        }
      />
      <Route
        path="/admin/expenses/mine"
        element={
          <ExpenseGate gate="own">
            <MyExpenses />
          </ExpenseGate>
        }
      />
      <Route
        path="/admin/expenses/new"
        element={
          <ExpenseGate gate="staff">
            <ExpenseCreate />
          </ExpenseGate>
        }
      />
      <Route path="/admin/expenses/:expenseId" element={detail} />
      <Route path="/admin/expenses/view/:expenseId" element={detail} />
      <Route path="/admin/expenses/:expenseId/edit" element={edit} />
      <Route path="/admin/expenses/edit/:expenseId" element={edit} />
    </>
  );
}
