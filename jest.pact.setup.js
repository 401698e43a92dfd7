// Pact stage only. Every mock server of a consumer test listens on a fresh port for one test and
// stops; fetch (undici) keeps connections alive per origin, and under load a request has gone out on
// a pooled connection the previous server had closed: the mock server reports "expected but not
// received". Each request here asks for its connection to be closed after the answer
// (`Connection: close`, which undici honours), so no request rides a stale socket.
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init = {}) => {
  if (input instanceof Request) {
    const request = new Request(input, init);
    request.headers.set('Connection', 'close');
    return realFetch(request);
  }
  const headers = new Headers(init.headers);
  headers.set('Connection', 'close');
  return realFetch(input, { ...init, headers });
};

// A mock server that misses a request on a loaded machine gets one more try; a contract that does not
// hold fails both tries, and the first failure is printed either way.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
