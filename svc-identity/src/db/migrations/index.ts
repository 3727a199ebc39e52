import { m0001Users } from './0001_users';
import { m0002LoginFailures } from './0002_login_failures';
import { m0003PasswordResets } from './0003_password_resets';

export const migrations = [m0001Users, m0002LoginFailures, m0003PasswordResets];
