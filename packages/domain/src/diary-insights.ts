// Insights from the diary: which triggers and symptoms a participant named most often.

export type NamedCount = { key: string; count: number };

/** Keys by how many entries name them, most first (ties in key order), at most `limit`. */
export function mostNamed(lists: readonly (readonly string[])[], limit = 5): NamedCount[] {
  const counts = new Map<string, number>();
  for (const list of lists) {
    for (const key of new Set(list)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .slice(0, limit);
}
