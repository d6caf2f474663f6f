/** Where the integration tests' PostgreSQL lives (shared by the global and per-file setups). */
/** TEST_POSTGRES_PORT lets two test runs on one machine use separate embedded servers. */
export const embeddedTestPort = Number(process.env.TEST_POSTGRES_PORT ?? 15430);
export const templateDatabaseName = "parley_test_template";

/** TEST_DATABASE_URL, else DATABASE_URL, else the embedded test server. Any database name. */
export function testServerUrl(): string {
  return (
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    `postgres://postgres:postgres@127.0.0.1:${embeddedTestPort}/postgres`
  );
}

export function databaseUrlFor(name: string): string {
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}
