// jsdom leaves out some globals Node has and react-router needs; tests in a jsdom environment borrow Node's.
if (typeof window !== 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
  if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
}
