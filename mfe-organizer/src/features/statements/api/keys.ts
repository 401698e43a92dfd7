/** The organizer's uploaded statements and each one's reconciliation. */
export const statementKeys = {
  all: ['organizer', 'statements'] as const,
  list: () => [...statementKeys.all, 'list'] as const,
  detail: (id: string) => [...statementKeys.all, 'detail', id] as const,
  /** the exact matches waiting across every open statement */
  exact: () => [...statementKeys.all, 'exact'] as const,
};
