type Fields = Record<string, unknown>;

/** The fields whose values differ between two presented records (compared as JSON). */
export function changedFields(before: Fields, after: Fields, ignore: string[] = []): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (key) => !ignore.includes(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

export function pickFields(record: Fields, fields: string[]): Fields {
  return Object.fromEntries(fields.filter((f) => f in record).map((f) => [f, record[f]]));
}
