/**
 * jsdom with Node's fetch, Request and Response (jest-fixed-jsdom), for a screen test that answers the
 * page's real calls through a stubbed fetch (`answerCalls` in remote-harness.tsx): the api client, its
 * reading of an answer and the screen's words are all under test. Opt in per file with
 * `@jest-environment @hvac/web-kit/fetch-environment`.
 */
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

// Node's Request resolves a relative address ('/api/quotes') against this origin, as a page against its own.
const ORIGIN = Symbol.for('undici.globalOrigin.1');

class FetchEnvironment extends FixedJSDOMEnvironment {
  async setup() {
    await super.setup();
    this.previousOrigin = globalThis[ORIGIN];
    globalThis[ORIGIN] = new URL(this.global.location.href);
  }

  async teardown() {
    globalThis[ORIGIN] = this.previousOrigin;
    await super.teardown();
  }
}

module.exports = FetchEnvironment;
