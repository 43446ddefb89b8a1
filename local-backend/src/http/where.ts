/** `IN (?, ?, ...)` for a list of values. */
export const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** A WHERE clause built from optional filters: a filter left empty adds nothing. */
export class Where {
  private readonly clauses: string[] = [];
  readonly values: unknown[] = [];

  raw(clause: string, ...values: unknown[]): this {
    this.clauses.push(clause);
    this.values.push(...values);
    return this;
  }

  eq(column: string, value: unknown): this {
    return value === undefined ? this : this.raw(`${column} = ?`, value);
  }

  like(column: string, value: string | undefined): this {
    return value === undefined ? this : this.raw(`${column} LIKE ?`, `%${value.replace(/[%_]/g, '')}%`);
  }

  from(column: string, value: string | undefined): this {
    return value === undefined ? this : this.raw(`${column} >= ?`, value);
  }

  to(column: string, value: string | undefined): this {
    return value === undefined ? this : this.raw(`${column} <= ?`, value);
  }

  toString(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}
