import type { Compilable, CompiledQuery, QueryResult } from "kysely";
import type { Executor } from "./client.ts";

/**
 * A statement of fixed shape built and compiled once per process (ADR 0130). Building a Kysely
 * query (its immutable nodes copied at each `.where`, `.select`) and compiling it to SQL cost
 * 0.1 to 0.3 ms of the intake page's CPU per statement, and gives the same SQL every time: only
 * the values change. `build` is called once, with a placeholder for each argument; the SQL and
 * the positions of the placeholders among the parameters are kept, and each run sends the kept
 * SQL with the run's arguments in those positions.
 *
 * So `build` must use each argument only as a value (a `where` operand, a `set` value), unchanged
 * and as a single parameter: not in an `in` list, not to choose a clause or a column, not through
 * a function (hash it before). The first call checks what it can: every placeholder must appear
 * among the parameters; a placeholder used otherwise (a branch on it, a function of it) throws
 * there, or leaves a parameter that is not a placeholder in its place and fails the check.
 */
export function keptQuery<Args extends readonly unknown[], Row>(
  build: (executor: Executor, ...args: Args) => Compilable<Row>,
): (executor: Executor, ...args: Args) => Promise<QueryResult<Row>> {
  let kept: { query: CompiledQuery<Row>; positions: (number | undefined)[] } | undefined;
  return (executor, ...args) => {
    kept ??= compile(build, executor, args.length);
    const { query, positions } = kept;
    const parameters = query.parameters.map((value, index) => {
      const position = positions[index];
      return position === undefined ? value : args[position];
    });
    return executor.executeQuery<Row>({ ...query, parameters });
  };
}

/** A stand-in for an argument while the statement is built: found again by identity among the parameters. */
class Placeholder {
  constructor(readonly position: number) {}
}

function compile<Args extends readonly unknown[], Row>(
  build: (executor: Executor, ...args: Args) => Compilable<Row>,
  executor: Executor,
  count: number,
) {
  const placeholders = Array.from({ length: count }, (_, position) => new Placeholder(position));
  const query = build(executor, ...(placeholders as unknown as Args)).compile();
  const positions = query.parameters.map((value) => (value instanceof Placeholder ? value.position : undefined));
  for (const placeholder of placeholders)
    if (!positions.includes(placeholder.position))
      throw new Error(`keptQuery: argument ${placeholder.position} is not used as a value of the statement`);
  return { query, positions };
}
