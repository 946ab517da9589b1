/** One row of the hostile stage's table: a class of payloads, how they were answered, the slowest, what went wrong. */
export interface HostileRow {
  name: string;
  count: number;
  answers: Map<string, number>;
  worstMs: number;
  problems: string[];
  memory?: string;
}

/** An empty row, counted into as its requests are answered. */
export const newRow = (name: string): HostileRow => ({ name, count: 0, answers: new Map(), worstMs: 0, problems: [] });
