import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from "kysely";
import { isDatabaseUnavailable } from "../app/lib/database-unavailable.server.ts";
import { logger } from "../app/lib/logger.server.ts";

/**
 * Statements killed by a PostgreSQL restart, failover or pg_terminate_backend, retried where that
 * is safe (ADR 0005's known debt, now at the pool; issue 15):
 * - a statement on a client already known to be broken ("not queryable"): it was never sent, so
 *   any statement outside a transaction is run again on a fresh connection;
 * - a read (a Kysely select without a WITH clause) outside a transaction whose connection was cut
 *   while it ran: it changed nothing, so it is run again;
 * - a transaction's BEGIN on a dead connection: nothing ran yet, so it begins on a fresh one.
 * A write, or anything inside a transaction after BEGIN, is never retried: the error reaches the
 * caller (a 503 for a request; pg-boss retries a job, and jobs are idempotent).
 */
const maxRetries = 3;

export function retryingDialect(inner: Dialect): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: () => new RetryingDriver(inner.createDriver()),
  };
}

function neverSent(error: unknown): boolean {
  return error instanceof Error && /not queryable/.test(error.message);
}

function isPlainRead(query: CompiledQuery): boolean {
  const node = query.query as { kind?: string; with?: unknown };
  return node?.kind === "SelectQueryNode" && !node.with;
}

class RetryingConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(
    public inner: DatabaseConnection,
    private readonly driver: Driver,
  ) {}

  /** False between giving a broken connection back and getting a fresh one (which may fail). */
  held = true;

  /** Gives the broken connection back (the pool discards it) and takes a fresh one. */
  async replace(): Promise<void> {
    if (this.held) {
      this.held = false;
      await this.driver.releaseConnection(this.inner).catch(() => {});
    }
    this.inner = await this.driver.acquireConnection();
    this.held = true;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.retried(
      "db.statement.retried",
      (error) => !this.inTransaction && (neverSent(error) || (isPlainRead(query) && isDatabaseUnavailable(error))),
      () => this.inner.executeQuery<R>(query),
    );
  }

  /**
   * Runs `work` on the connection and, while `mayRetry` says the failure left nothing half done,
   * again on a fresh connection, up to maxRetries times.
   */
  async retried<T>(event: string, mayRetry: (error: unknown) => boolean, work: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await work();
      } catch (error) {
        if (!mayRetry(error) || attempt >= maxRetries) throw error;
        logger.warn(event, { attempt: attempt + 1, code: (error as { code?: string }).code });
        await this.replace();
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

type CompileSavepoint = Parameters<NonNullable<Driver["savepoint"]>>[2];

/** The pg connection inside the wrapper, for the statements that are never retried. */
function innerOf(connection: DatabaseConnection): DatabaseConnection {
  return (connection as RetryingConnection).inner;
}

/** Committing or rolling back ends the transaction: the connection's statements may be retried again. */
function endingTransaction(connection: DatabaseConnection): DatabaseConnection {
  const wrapper = connection as RetryingConnection;
  wrapper.inTransaction = false;
  return wrapper.inner;
}

class RetryingDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RetryingConnection(await this.inner.acquireConnection(), this.inner);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const wrapper = connection as RetryingConnection;
    await wrapper.retried("db.begin.retried", isDatabaseUnavailable, () =>
      this.inner.beginTransaction(wrapper.inner, settings),
    );
    wrapper.inTransaction = true;
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(endingTransaction(connection));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(endingTransaction(connection));
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: CompileSavepoint): Promise<void> {
    await this.inner.savepoint?.(innerOf(connection), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: CompileSavepoint): Promise<void> {
    await this.inner.rollbackToSavepoint?.(innerOf(connection), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: CompileSavepoint): Promise<void> {
    await this.inner.releaseSavepoint?.(innerOf(connection), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const wrapper = connection as RetryingConnection;
    // A replacement that failed to connect left nothing to give back (a second release throws).
    if (!wrapper.held) return;
    wrapper.held = false;
    await this.inner.releaseConnection(wrapper.inner);
  }

  destroy() {
    return this.inner.destroy();
  }
}
