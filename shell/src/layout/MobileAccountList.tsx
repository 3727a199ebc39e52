import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLogout } from '@hvac/web-kit';
import { SHELL_NS } from '../i18n';
import { useEntries, useEntryLabel } from '../remotes/navigation';

/** The mobile menu's part for a signed-in user: the entries the remotes offer the role (its modules, then profile), and Logout. */
export function MobileAccountList() {
  const { t } = useTranslation(SHELL_NS);
  const logout = useLogout();
  const label = useEntryLabel();
  return (
    <ul className="mobile-menu-account">
      {useEntries().map((entry) => (
        <li key={entry.path}>
          <Link to={entry.path}>{label(entry)}</Link>
        </li>
      ))}
      <li>
        <button type="button" onClick={logout}>
          {t('account.logout')}
        </button>
      </li>
    </ul>
  );
}
