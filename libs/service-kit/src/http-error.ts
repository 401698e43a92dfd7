// Typed HTTP errors: thrown anywhere, turned into `{ message }` with this status by errorHandler
// (and a `Retry-After` header, in whole seconds, when `retryAfterSeconds` is set).
export class HttpError extends Error {
  readonly status: number;
  readonly retryAfterSeconds?: number;

  constructor(status: number, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    if (retryAfterSeconds !== undefined) this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, retryAfterSeconds);
export const serviceUnavailable = (message: string, retryAfterSeconds?: number) =>
  new HttpError(503, message, retryAfterSeconds);
