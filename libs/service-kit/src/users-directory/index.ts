export { usersDirectoryMigrations } from './migrations';
export { usersDirectoryConsumer } from './consumer';
export { directoryCaller, resolveFromDirectory } from './caller';
export { findUser, findActiveByEmail, listActiveUsers, isActiveWithRole, type DirectoryRow } from './repo';
