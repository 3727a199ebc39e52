// jsdom has no IndexedDB, where My Jobs keeps its outbox: fake-indexeddb is the same API in memory. It
// copies values with structuredClone, which jsdom's global lacks; Node's serializer does what it does.
if (typeof globalThis.structuredClone === 'undefined') {
  const { serialize, deserialize } = require('node:v8');
  globalThis.structuredClone = (value) => deserialize(serialize(value));
}
require('fake-indexeddb/auto');
