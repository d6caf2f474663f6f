import { CompiledQuery, type DatabaseConnection, type Dialect, type Driver } from "kysely";
import { describe, expect, it } from "vitest";
import { retryingDialect } from "./retrying-dialect.ts";

/** A driver whose connections are all broken and whose pool stops giving new ones after the first. */
function brokenDriver() {
  const released: number[] = [];
  let acquired = 0;
  const driver = {
    init: async () => {},
    acquireConnection: async (): Promise<DatabaseConnection> => {
      if (acquired > 0) throw Object.assign(new Error("the database system is starting up"), { code: "57P03" });
      const id = ++acquired;
      return {
        executeQuery: async () => {
          throw new Error("Client has encountered a connection error and is not queryable");
        },
        streamQuery: () => {
          throw new Error("unused");
        },
        id,
      } as DatabaseConnection & { id: number };
    },
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async (connection: DatabaseConnection) => {
      released.push((connection as DatabaseConnection & { id: number }).id);
    },
    destroy: async () => {},
  } satisfies Driver;
  const dialect = { createDriver: () => driver } as unknown as Dialect;
  return { driver: retryingDialect(dialect).createDriver(), released };
}

describe("the retrying driver", () => {
  it("gives a broken connection back once, even when no fresh one can be had (no double release)", async () => {
    const { driver, released } = brokenDriver();
    const connection = await driver.acquireConnection();
    await expect(connection.executeQuery(CompiledQuery.raw("select 1"))).rejects.toMatchObject({ code: "57P03" });
    await driver.releaseConnection(connection);
    expect(released).toEqual([1]);
  });
});
