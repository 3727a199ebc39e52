import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API that ky touches when web-kit's api module loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
