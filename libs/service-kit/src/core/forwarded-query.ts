// Query parameters of the BFFs' list screens go to core as the browser sent them: core owns their
// validation (the rule owner) and answers a bad one with 400 and its message, which the BFF passes
// on unchanged. The names are the core document's; the values stay the browser's text.
import type { ParsedUrlQuery } from 'node:querystring';
import type { operations } from '@chess-portal/contracts/generated/core';

/** The documented query of core operation `Op`. */
export type CoreQuery<Op extends keyof operations> = NonNullable<operations[Op]['parameters']['query']>;

/** A core operation's query by its documented names, with the values as sent (core checks them). */
export type ForwardedQuery<Op extends keyof operations> = { [K in keyof CoreQuery<Op>]?: string | string[] };

/** The browser's query for core operation `Op`, unvalidated here: core validates it. */
export const forwardedQuery = <Op extends keyof operations>(query: ParsedUrlQuery): ForwardedQuery<Op> =>
  query as ForwardedQuery<Op>;

/**
 * The typed client wants the document's value types; the text goes as sent (openapi-fetch writes
 * each value as it is, repeated parameters as repeated), and core answers for it.
 */
export const asSent = <Op extends keyof operations>(query: ForwardedQuery<Op>): CoreQuery<Op> =>
  query as unknown as CoreQuery<Op>;
