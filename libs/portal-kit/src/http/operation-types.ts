// Types of one operation of a BFF document, read from its generated `operations` (by operationId),
// so a remote never hand-types a request or an answer:
//   JsonResponse<PlayerApi.operations['getTournament']>       the 200 answer's JSON body
//   JsonResponse<PlayerApi.operations['joinTournament'], 201> another status's body
//   JsonRequestBody<AdminApi.operations['reviewAdminApplication']>, QueryParams<AdminApi.operations['listAuditLog']>

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body an operation answers with `Status` (200 unless given). */
export type JsonResponse<Operation, Status extends number = 200> = Operation extends { responses: infer Responses }
  ? Status extends keyof Responses
    ? JsonContent<Responses[Status]>
    : never
  : never;

/** The JSON body an operation accepts. */
export type JsonRequestBody<Operation> = Operation extends { requestBody?: infer Body }
  ? JsonContent<NonNullable<Body>>
  : never;

/** The query parameters an operation accepts. */
export type QueryParams<Operation> = Operation extends { parameters: { query?: infer Query } }
  ? NonNullable<Query>
  : never;
