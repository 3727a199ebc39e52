import { Route } from 'react-router-dom';
import { lazyScreen } from '@hvac/ui/screens';
import { RequireAuth } from '@hvac/web-kit/screens';
import { SignedIn, StaffOnly } from '../shared/access';
import { InReadersArea } from '../shared/places';

const QuoteList = lazyScreen(() => import(/* webpackChunkName: "quotes" */ './QuoteList'), 'QuoteList');
const QuoteDetail = lazyScreen(() => import(/* webpackChunkName: "quote-detail" */ './QuoteDetail'), 'QuoteDetail');
const QuoteCreate = lazyScreen(() => import(/* webpackChunkName: "quote-forms" */ './QuoteForms'), 'QuoteCreate');
const QuoteEdit = lazyScreen(() => import(/* webpackChunkName: "quote-forms" */ './QuoteForms'), 'QuoteEdit');

/**
 * The quote routes of docs/domains/billing.md#screens: list and detail for anyone signed in (a client sees
 * their own), forms for staff; a client reads a quote in their own area (docs/domains/billing.md#a-clients-pages).
 */
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
            <InReadersArea kind="quote" area="staff">
              <QuoteDetail />
            </InReadersArea>
          </SignedIn>
        }
      />
      <Route
        path="/my-quotes-and-invoices/quotes/:quoteId"
        element={
          <RequireAuth>
            <InReadersArea kind="quote" area="client">
              <QuoteDetail />
            </InReadersArea>
          </RequireAuth>
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
