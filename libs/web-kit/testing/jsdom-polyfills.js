// jsdom leaves out some globals Node has and react-router needs; tests in a jsdom environment borrow Node's.
if (typeof window !== 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
  if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
}
// jsdom draws nothing, so it has nothing to scroll; a refused form still brings its error into view (libs/ui's useSubmit).
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {};
