import { historyMigration } from '@hvac/service-kit';
import { m0001Users } from './0001_users';
import { m0002LoginFailures } from './0002_login_failures';
import { m0003PasswordResets } from './0003_password_resets';
import { m0004UserVersions } from './0004_user_versions';
import { m0005DropLoginFailures } from './0005_drop_login_failures';

export const migrations = [m0001Users, m0002LoginFailures, m0003PasswordResets, m0004UserVersions, m0005DropLoginFailures, historyMigration];
