/** Collects bound values and hands out their placeholders, so values never enter SQL text. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** Forgets the values added after the first `count`: a statement that was not sent is built anew. */
  keep(count: number): void {
    this.values.length = count;
  }
}
