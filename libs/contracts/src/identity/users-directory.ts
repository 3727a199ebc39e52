import { defineConsumer, reads } from '../core/event-contracts';
import { IDENTITY_EVENTS } from './events';

const USER_FIELDS = ['id', 'username', 'email', 'phone', 'role', 'version', 'tokenVersion'] as const;
/** An event published before events carried versions reads as version 0: it may add a user, never change one. */
const UNVERSIONED = { version: 0, tokenVersion: 0 };

/**
 * Service-kit's users directory (docs/architecture.md#users-directory), run by every service that shows
 * people's names, checks roles or refuses revoked tokens.
 */
export const USERS_DIRECTORY_CONSUMER = defineConsumer({
  name: 'users-directory',
  subject: 'hvac.identity.>',
  reads: [
    reads(IDENTITY_EVENTS.userRegistered, USER_FIELDS, UNVERSIONED),
    reads(IDENTITY_EVENTS.userUpdated, USER_FIELDS, UNVERSIONED),
    reads(IDENTITY_EVENTS.userDeleted, ['id', 'version'], { version: 0 }),
  ],
});
