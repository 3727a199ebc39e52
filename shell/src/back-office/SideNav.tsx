import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NAV_GROUPS, type NavGroup } from '@hvac/federation/browser';
import { useRemotes } from '../remotes/config';
import { useEntryLabel, type RoleEntry } from '../remotes/navigation';
import { FRAME_NS } from './i18n';

/** The entry the page belongs to: the longest entry path that is the page or above it. */
export function currentEntry(entries: readonly RoleEntry[], pathname: string): RoleEntry | undefined {
  return entries
    .filter((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))
    .reduce<RoleEntry | undefined>((best, entry) => (!best || entry.path.length > best.path.length ? entry : best), undefined);
}

function EntryLink({ entry, current }: { entry: RoleEntry; current: boolean }) {
  const { t } = useTranslation(FRAME_NS);
  const label = useEntryLabel();
  const down = useRemotes((s) => s.down[entry.remote] === true);
  // A remote that failed keeps its entries, greyed; following one shows its contained error and Retry.
  return (
    <Link to={entry.path} aria-current={current ? 'page' : undefined} className={down ? 'bo-entry-down' : undefined}>
      {label(entry)}
      {down && <span className="visually-hidden"> ({t('unavailable')})</span>}
    </Link>
  );
}

/** The role's entries in the frame's groups (docs/architecture.md#microfrontends); the account menu holds the rest. */
export function SideNav({ entries, pathname }: { entries: readonly RoleEntry[]; pathname: string }) {
  const { t } = useTranslation(FRAME_NS);
  const current = currentEntry(entries, pathname);
  const groups = NAV_GROUPS.filter((group): group is Exclude<NavGroup, 'account'> => group !== 'account')
    .map((group) => ({ group, entries: entries.filter((entry) => entry.group === group) }))
    .filter((section) => section.entries.length > 0);
  return (
    <>
      {groups.map(({ group, entries: inGroup }) => (
        <div key={group} className="bo-group">
          {group !== 'home' && (
            <p id={`bo-group-${group}`} className="bo-group-label">
              {t(`groups.${group}`)}
            </p>
          )}
          <ul aria-labelledby={group === 'home' ? undefined : `bo-group-${group}`}>
            {inGroup.map((entry) => (
              <li key={entry.path}>
                <EntryLink entry={entry} current={entry === current} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
