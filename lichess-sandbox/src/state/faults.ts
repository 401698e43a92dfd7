/**
 * What the next calls to a path should do instead of answering normally. 'drop' cuts the connection
 * before the call is handled; 'lost' handles it (the tournament is created, the edit applied) and then
 * cuts the connection, so the caller never learns the outcome.
 */
export type FaultKind = 429 | 500 | 502 | 503 | 'hang' | 'drop' | 'lost';

export interface FaultRule {
  /** exact path, or a prefix ending in '*' (e.g. '/api/user/*') */
  path: string;
  /** HTTP method; any when omitted */
  method?: string;
  fail: FaultKind;
  /** how many matching calls fail (default 1) */
  times: number;
  /** for 429: the `ratelimit.seconds` hint to include */
  seconds?: number;
}

export class FaultPlan {
  private rules: FaultRule[] = [];

  add(rule: FaultRule): void {
    this.rules.push({ ...rule, method: rule.method?.toUpperCase() });
  }

  clear(): void {
    this.rules = [];
  }

  list(): FaultRule[] {
    return this.rules.map((r) => ({ ...r }));
  }

  /** Consume one failure for this call, if a rule matches. */
  take(method: string, path: string): FaultRule | undefined {
    const rule = this.rules.find((r) => (!r.method || r.method === method) && matches(r.path, path));
    if (!rule) return undefined;
    rule.times -= 1;
    if (rule.times <= 0) this.rules = this.rules.filter((r) => r !== rule);
    return rule;
  }
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}
