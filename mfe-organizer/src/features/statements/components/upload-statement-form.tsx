// The upload step: the statement file (CSV, XLSX, XLS or PDF), sent as it is; the file is not stored.
// A layout the portal does not know asks for its columns (date, credit, reference or narration, payer),
// then the same file goes again with the mapping, which core remembers for the organizer.
import {
  STATEMENT_EXTENSIONS,
  STATEMENT_MAX_BYTES,
  STATEMENT_MESSAGES,
  statementMappingSchema,
  type StatementMappingValues,
} from '@chess-portal/contracts';
import { Alert, Button, FieldBox, Input, Label, SelectField, errorMessage } from '@chess-portal/portal-kit';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useUploadStatement, type StatementUploadAnswer } from '../api/upload-statement';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const ACCEPT = STATEMENT_EXTENSIONS.map((e) => `.${e}`).join(',');
const FIELDS: { key: keyof StatementMappingValues; label: string; optional?: boolean }[] = [
  { key: 'date', label: 'Date column' },
  { key: 'credit', label: 'Credit amount column' },
  { key: 'reference', label: 'Reference (UTR) column', optional: true },
  { key: 'narration', label: 'Narration column', optional: true },
  { key: 'payer', label: 'Payer column', optional: true },
];
const EMPTY: StatementMappingValues = { date: '', credit: '', reference: '', narration: '', payer: '' };

export type UploadStatementFormProps = { onUploaded: (answer: StatementUploadAnswer) => void };

export function UploadStatementForm({ onUploaded }: UploadStatementFormProps) {
  const upload = useUploadStatement();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [headers, setHeaders] = useState<string[] | null>(null);
  const [mapping, setMapping] = useState<StatementMappingValues>(EMPTY);
  const [mappingError, setMappingError] = useState<string | null>(null);

  const send = async (query: Record<string, string>) => {
    if (!file) return;
    setProblem(null);
    try {
      const answer = await upload.mutateAsync({ file, query: { fileName: file.name.slice(0, 200), ...query } });
      if (answer.upload.status === 'needs-mapping') {
        setHeaders(answer.upload.headers ?? []);
        setMappingError(Object.keys(query).length ? (answer.upload.message ?? null) : null);
        return;
      }
      setHeaders(null);
      if (answer.upload.status === 'failed') setProblem(answer.upload.message ?? STATEMENT_MESSAGES.unreadableSheet);
      else onUploaded(answer);
    } catch (err) {
      setProblem(errorMessage(err, 'The statement could not be uploaded. Please try again.'));
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setProblem('Choose the statement file to upload.');
    if (file.size > STATEMENT_MAX_BYTES) return setProblem(STATEMENT_MESSAGES.tooLarge(file.size));
    void send({});
  };

  const submitMapping = (e: FormEvent) => {
    e.preventDefault();
    const parsed = statementMappingSchema.safeParse(mapping);
    if (!parsed.success)
      return setMappingError(parsed.error.issues[0]?.message ?? STATEMENT_MESSAGES.mappingIncomplete);
    setMappingError(null);
    const query = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== ''));
    void send(query);
  };

  return (
    <>
      <Form onSubmit={submit} aria-label="Upload a statement" noValidate>
        <FieldBox>
          <Label htmlFor={inputId}>Statement file (CSV, XLSX, XLS or PDF)</Label>
          <Input
            id={inputId}
            type="file"
            accept={ACCEPT}
            aria-describedby={`${inputId}-privacy`}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setHeaders(null);
              setMapping(EMPTY);
              setProblem(null);
            }}
          />
          <Muted id={`${inputId}-privacy`}>{STATEMENT_MESSAGES.privacy}</Muted>
        </FieldBox>
        {problem && (
          <Alert variant="destructive" title="The statement could not be read">
            {problem}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={upload.isPending && !headers}>
            Upload and match
          </Button>
        </div>
      </Form>
      {headers && (
        <Form onSubmit={submitMapping} aria-label="Map the statement's columns" noValidate>
          <Alert variant="info" title="Which columns are which?">
            This statement&apos;s layout is new to us. Choose its columns once; they are remembered for your next
            upload.
          </Alert>
          <Fields>
            {FIELDS.map(({ key, label, optional }) => (
              <SelectField
                key={key}
                label={optional ? `${label} (optional)` : label}
                value={mapping[key] ?? ''}
                onChange={(e) => setMapping((m) => ({ ...m, [key]: e.target.value }))}
              >
                <option value="">{optional ? 'None' : 'Choose a column'}</option>
                {headers.map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </SelectField>
            ))}
          </Fields>
          {mappingError && <Alert variant="destructive">{mappingError}</Alert>}
          <div>
            <Button type="submit" loading={upload.isPending}>
              Match with these columns
            </Button>
          </div>
        </Form>
      )}
    </>
  );
}
