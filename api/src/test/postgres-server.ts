import pg from 'pg';

/** One statement on the PostgreSQL server itself (creating or dropping a test's database). */
export async function onPostgresServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
