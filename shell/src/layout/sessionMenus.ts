import { lazy } from 'react';

// Only a signed-in user's menus need the remotes' entries: they load with the session, never on a visitor's page
// (bench: JavaScript on /). One chunk for both.
export const AccountMenu = lazy(() => import(/* webpackChunkName: "session-menus" */ './AccountMenu').then((m) => ({ default: m.AccountMenu })));
export const MobileAccountList = lazy(() =>
  import(/* webpackChunkName: "session-menus" */ './MobileAccountList').then((m) => ({ default: m.MobileAccountList })),
);
