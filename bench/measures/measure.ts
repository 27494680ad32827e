import type { StatementSummary } from '../timed-db';

/** One timed action: the server's samples and, where there is one, the plain SQL reference's. */
export interface Measure {
  name: string;
  samples: number[];
  reference?: { name: string; samples: number[] };
  /** The server's most expensive statements during the first sample (`ms`: that sample's wall time). */
  statements?: { ms: number; count: number; top: StatementSummary[] };
}

/** A figure the server answered next to the value it must have. */
export interface Check {
  name: string;
  server: unknown;
  expected: number;
  /** A repetition of a check already shown: listed in the results only when it differs. */
  repeated?: boolean;
}

export const checkPassed = (check: Check) => Number(check.server) === check.expected;

export interface ScenarioResult {
  title: string;
  facts: string[];
  /** Markdown shown after the facts (a table of its own). */
  lines?: string[];
  measures: Measure[];
  checks: Check[];
}
