/** How SQLite stores a date written by Sequelize (or the shop's own SQL): UTC, to the millisecond. */
const SQLITE_UTC = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d{3}) \+00:00$/;

/** Raw rows differ by database: SQLite gives 0/1 and date strings, PostgreSQL BIGINT strings. */
export function toIso(value: Date | string | number): string {
  // A catalogue page reads dozens of these: rewriting the text skips Date's slow text parser.
  const utc = typeof value === 'string' ? SQLITE_UTC.exec(value) : null;
  if (utc) return `${utc[1]}T${utc[2]}Z`;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
}

export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value);
}

export function parseJsonList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}
