// Every operation of the three BFF documents, with its parameters and request body schema resolved.
import { listOperations, loadDocument, type DocumentName } from '@chess-portal/contracts/openapi';
import { resolve, type Located, type Schema } from './schema';

export type BffDocument = Extract<DocumentName, 'bff-player' | 'bff-organizer' | 'bff-admin'>;
export const bffDocuments: BffDocument[] = ['bff-player', 'bff-organizer', 'bff-admin'];

export type Param = { name: string; in: 'path' | 'query'; required: boolean; schema: Located };

export type Operation = {
  doc: BffDocument;
  operationId: string;
  /** `<doc> <operationId>`, unique across the documents */
  key: string;
  method: string;
  /** the template, e.g. /api/tournaments/{id}/join */
  path: string;
  params: Param[];
  body?: { required: boolean; schema: Located };
  secured: boolean;
};

type RawParam = { $ref?: string; name: string; in: string; required?: boolean; schema?: Schema };
type RawOperation = {
  parameters?: RawParam[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
};

function paramsOf(doc: BffDocument, raw: RawParam[] | undefined): Param[] {
  return (raw ?? []).flatMap((p) => {
    const { file, schema } = resolve<RawParam>({ file: doc, schema: p });
    if (schema.in !== 'path' && schema.in !== 'query') return [];
    return [
      {
        name: schema.name,
        in: schema.in,
        required: Boolean(schema.required),
        schema: { file, schema: schema.schema ?? {} },
      },
    ];
  });
}

export function loadOperations(docs: BffDocument[] = bffDocuments): Operation[] {
  return docs.flatMap((doc) => {
    const paths = loadDocument(doc).paths as unknown as Record<string, Record<string, RawOperation | RawParam[]>>;
    return listOperations(doc).map((listed) => {
      const item = paths[listed.path];
      const raw = item[listed.method.toLowerCase()] as RawOperation;
      const byName = new Map<string, Param>();
      for (const p of [...paramsOf(doc, item.parameters as RawParam[]), ...paramsOf(doc, raw.parameters)])
        byName.set(p.name, p);
      const json = raw.requestBody?.content?.['application/json']?.schema;
      return {
        doc,
        operationId: listed.operationId,
        key: `${doc} ${listed.operationId}`,
        method: listed.method,
        path: listed.path,
        params: [...byName.values()],
        body: json ? { required: Boolean(raw.requestBody?.required), schema: { file: doc, schema: json } } : undefined,
        secured: listed.secured,
      };
    });
  });
}
