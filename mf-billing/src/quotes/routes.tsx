import { Route } from 'react-router-dom';
import { SignedIn } from '../shared/access';
import { screen } from '../shared/screen';

const QuoteList = screen(() => import(/* webpackChunkName: "quotes" */ './QuoteList'), 'QuoteList');

/** The quote routes of docs/domains/billing.md#screens. */
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
    </>
  );
}
