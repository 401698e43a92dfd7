/**
 * A non-OK answer (product.md §7/§8): the message is `${status}: ${body text or status text}`;
 * `serverMessage` is the JSON `message` of the body, when there is one, for screens to show.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = messageOf(body);
  }
}

function messageOf(body: string): string | undefined {
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // not JSON: no server message
  }
  return undefined;
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** A request that got no answer at all (offline, the connection dropped): its message says so. */
export class NetworkError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

export const isNetworkError = (error: unknown): error is NetworkError => error instanceof NetworkError;

/** The text a screen shows for a failure: the server's message, that the network failed, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return error.message;
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}
