import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { withParams } from './sql-executor';

const dialect = new PgDialect();

describe("pg-boss's statements as drizzle SQL", () => {
  it('keeps the text and passes each placeholder its value, $10 not read as $1', () => {
    const values = Array.from({ length: 10 }, (_, i) => `v${i + 1}`);
    const query = dialect.sqlToQuery(
      withParams('SELECT $1, $10::json, $2 FROM t WHERE a = $1 AND b = $$x$$', values),
    );
    expect(query.sql).toBe('SELECT $1, $2::json, $3 FROM t WHERE a = $4 AND b = $$x$$');
    expect(query.params).toEqual(['v1', 'v10', 'v2', 'v1']);
  });

  it('passes an array as one parameter, as pg-boss means it', () => {
    const query = dialect.sqlToQuery(
      withParams('SELECT * FROM job WHERE id = ANY($1)', [['a', 'b']]),
    );
    expect(query.sql).toBe('SELECT * FROM job WHERE id = ANY($1)');
    expect(query.params).toEqual([['a', 'b']]);
  });
});
