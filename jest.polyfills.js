// react-router 7 needs TextEncoder/TextDecoder in jsdom (TOOLCHAIN.md).
const { TextEncoder, TextDecoder } = require('node:util');
if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;
process.env.PACT_DO_NOT_TRACK = 'true';
