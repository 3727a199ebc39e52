import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { User } from '@hvac/contracts/identity';
import { useLogout } from '@hvac/web-kit';
import { SHELL_NS } from '../i18n';
import { useEntries, useEntryLabel } from '../remotes/navigation';
import { useDisclosure } from './useDisclosure';

/**
 * docs/domains/public-site.md#global-layout: labelled with the username, else the e-mail; the entries the remotes
 * offer the role in the account menu (its home first, Profile Settings last), then Logout.
 */
export const accountLabel = (user: Pick<User, 'username' | 'email'>): string => user.username?.trim() || user.email;

export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation(SHELL_NS);
  const logout = useLogout();
  const label = useEntryLabel();
  const entries = useEntries().filter((entry) => entry.accountMenu);
  const { open, toggle, ref } = useDisclosure();
  return (
    <div className="dropdown account-menu" ref={ref}>
      <button type="button" className="dropdown-toggle" aria-expanded={open} aria-controls="account-menu-list" onClick={toggle}>
        <span className="account-avatar" aria-hidden="true">
          {accountLabel(user).charAt(0).toUpperCase()}
        </span>
        <span className="account-label">{accountLabel(user)}</span>
      </button>
      {open && (
        <ul id="account-menu-list" className="dropdown-menu dropdown-menu-end">
          {entries.map((entry) => (
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
      )}
    </div>
  );
}
