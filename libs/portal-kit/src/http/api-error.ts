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

/** The text a screen shows for a failure: the server's message, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}
