import { Route } from 'react-router-dom';
import { lazyScreen } from '@hvac/ui/screens';
import { SignedIn, StaffOnly } from '../shared/access';

const QuoteList = lazyScreen(() => import(/* webpackChunkName: "quotes" */ './QuoteList'), 'QuoteList');
const QuoteDetail = lazyScreen(() => import(/* webpackChunkName: "quote-detail" */ './QuoteDetail'), 'QuoteDetail');
const QuoteCreate = lazyScreen(() => import(/* webpackChunkName: "quote-forms" */ './QuoteForms'), 'QuoteCreate');
const QuoteEdit = lazyScreen(() => import(/* webpackChunkName: "quote-forms" */ './QuoteForms'), 'QuoteEdit');

/** The quote routes of docs/domains/billing.md#screens: list and detail for anyone signed in (a client sees their own), forms for staff. */
export function quoteRoutes() {
  return (
    <>
      <Route
        path="/admin/quotes"
        element={
          <SignedIn>
            <QuoteList />
          </SignedIn>
        }
      />
      <Route
        path="/admin/quotes/new"
        element={
          <StaffOnly>
            <QuoteCreate />
          </StaffOnly>
        }
      />
      <Route
        path="/admin/quotes/view/:quoteId"
        element={
          <SignedIn>
            <QuoteDetail />
          </SignedIn>
        }
      />
      <Route
        path="/admin/quotes/edit/:quoteId"
        element={
          <StaffOnly>
            <QuoteEdit />
          </StaffOnly>
        }
      />
    </>
  );
}
