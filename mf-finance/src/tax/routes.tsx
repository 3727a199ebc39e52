import { Route } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MANAGER_ROLES } from '@hvac/contracts';
import { lazyScreen, RoleGate } from '@hvac/ui/screens';
import { NS as FINANCE } from '../i18n';
import { NS } from './i18n';

const TaxReporting = lazyScreen(() => import(/* webpackChunkName: "tax-reporting" */ './TaxReporting'), 'TaxReporting');

/**
 * Admin and manager only (issue 17): anyone else reads the tax Access Denied text and nothing is asked
 * of svc-finance, which refuses them with 403 as well; without a session the page says to log in.
 */
function TaxGate() {
  const { t } = useTranslation(NS);
  const { t: tf } = useTranslation(FINANCE);
  return (
    <RoleGate roles={MANAGER_ROLES} signedOut={t('messages.authRequired')} denied={t('messages.taxAccessDenied')} loginLabel={tf('common.login')} className="screen">
      <TaxReporting />
    </RoleGate>
  );
}

/** The tax route of docs/domains/finance.md#tax-reporting. */
export function taxRoutes() {
  return <Route path="/admin/tax-reporting" element={<TaxGate />} />;
}
