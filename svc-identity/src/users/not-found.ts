/** What an id that names no account is answered with: by the routes' own lookups, and for a malformed id. */
export const USER_NOT_FOUND = { message: 'User not found.', code: 'userNotFound' } as const;
