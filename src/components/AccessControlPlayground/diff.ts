/**
 * Which fields differ between two canonical condition sets (the forms the SDK hashes). A different hash says
 * only that something differs; this names what.
 */
import {formatPath} from './input';

export interface FieldDifference {
  /** e.g. "[0].returnValueTest.value" */
  path: string;
  /** JSON of the value in each set; undefined where the field is absent. */
  encryption: string | undefined;
  decryption: string | undefined;
}

const show = (value: unknown): string | undefined => (value === undefined ? undefined : JSON.stringify(value));

/** Differences in the order the hashed JSON lists them. Key order matters to the hash but is fixed by the formatters. */
export function diffConditions(encryption: unknown, decryption: unknown, limit = 50): FieldDifference[] {
  const out: FieldDifference[] = [];
  const walk = (a: unknown, b: unknown, path: (string | number)[]): void => {
    if (out.length >= limit) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) walk(a[i], b[i], [...path, i]);
      return;
    }
    const isObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
    if (isObject(a) && isObject(b)) {
      const ra = a as Record<string, unknown>;
      const rb = b as Record<string, unknown>;
      const keys = [...new Set([...Object.keys(ra), ...Object.keys(rb)])];
      for (const key of keys) walk(ra[key], rb[key], [...path, key]);
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push({path: formatPath(path) || '(the whole set)', encryption: show(a), decryption: show(b)});
  };
  walk(encryption, decryption, []);
  return out;
}
