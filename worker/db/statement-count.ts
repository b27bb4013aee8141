// Counts the D1 statements a request runs ("one D1 statement per public read",
// docs/decisions/009-edge-cache-and-benchmark.md). The binding is wrapped per request (withDb in
// middleware/db.ts, and an event's document); the count goes out as the X-D1-Statements header, which
// the Worker tests assert and the benchmark reports. Only they set REPORT_D1_STATEMENTS: in
// production the binding is not wrapped and no answer tells how the Worker works inside.
// Statements in a batch count one each.
const UNWRAP = Symbol('unwrap');
const RUNS = new Set<PropertyKey>(['first', 'all', 'raw', 'run']);

type Counter = { statements: number };

function countStatement(statement: D1PreparedStatement, counter: Counter): D1PreparedStatement {
  return new Proxy(statement, {
    get(target, prop) {
      if (prop === UNWRAP) return target;
      if (prop === 'bind') return (...values: unknown[]) => countStatement(target.bind(...values), counter);
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (!RUNS.has(prop)) return value.bind(target);
      return (...args: unknown[]) => {
        counter.statements += 1;
        return value.apply(target, args);
      };
    },
  });
}

const unwrap = (statement: D1PreparedStatement) =>
  (statement as unknown as Record<symbol, D1PreparedStatement | undefined>)[UNWRAP] ?? statement;

/** The same database, counting into `counter` every statement run through it. */
export function countStatements(db: D1Database, counter: Counter): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') return (query: string) => countStatement(target.prepare(query), counter);
      if (prop === 'batch') {
        return (statements: D1PreparedStatement[]) => {
          counter.statements += statements.length;
          return target.batch(statements.map(unwrap));
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The request's D1 binding and what to do with the answer's headers: counted and reported when
 * REPORT_D1_STATEMENTS is '1' (vitest.config.ts, bench), untouched otherwise.
 */
export function requestD1(env: Env): { d1: D1Database; report: (headers: Headers, elsewhere?: number) => void } {
  if (env.REPORT_D1_STATEMENTS !== '1') return { d1: env.DB, report: () => {} };
  const counter: Counter = { statements: 0 };
  return {
    d1: countStatements(env.DB, counter),
    // `elsewhere`: statements the answer cost in other requests (a page's reads of the API).
    report: (headers, elsewhere = 0) => headers.set('X-D1-Statements', String(counter.statements + elsewhere)),
  };
}
