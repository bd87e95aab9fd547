/** "Did you mean": the nearest allowed word to a near miss (a typo, a wrong case, a reversed comparator). */

/** Optimal string alignment distance (Levenshtein with adjacent swaps), stopping early past `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** Comparators people write that the schemas spell differently. */
const COMPARATOR_ALIASES: Readonly<Record<string, string>> = {'==': '=', '===': '=', '=>': '>=', '=<': '<=', '≥': '>=', '≤': '<=', eq: '=', gt: '>', gte: '>=', lt: '<', lte: '<='};

/** The allowed word `value` most likely meant, or undefined when none is close. */
export function didYouMean(value: string, allowed: readonly string[], kind: 'word' | 'comparator' = 'word'): string | undefined {
  if (allowed.includes(value)) return undefined;
  if (kind === 'comparator') {
    const alias = COMPARATOR_ALIASES[value.trim().toLowerCase()];
    if (alias && allowed.includes(alias)) return alias;
  }
  const folded = allowed.find((a) => a.toLowerCase() === value.trim().toLowerCase());
  if (folded !== undefined) return folded;
  // Up to one edit for short words, two for longer ones.
  const max = value.length <= 4 ? 1 : 2;
  let best: {word: string; d: number} | undefined;
  for (const word of allowed) {
    if (word === '') continue;
    const d = editDistance(value.toLowerCase(), word.toLowerCase(), max);
    if (d <= max && (!best || d < best.d)) best = {word, d};
  }
  return best?.word;
}
