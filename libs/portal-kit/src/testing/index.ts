// Test helpers for the shell and remotes (jsdom). Not part of the runtime bundle.
export * from './fake-fetch';
export * from './render';
