/**
 * Bidirectional control characters: invisible, they reorder how the text around them is shown, so a condition
 * can read one way on screen and hash another (the "Trojan Source" trick). The playground warns where they are
 * and writes them as escapes in the sample, where they would otherwise hide in strings and comments.
 */

/** Unicode's explicit directional formatting characters and marks (UAX #9). */
const BIDI_CONTROLS: Readonly<Record<number, string>> = {
  0x061c: 'ARABIC LETTER MARK',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
};

export const BIDI_PATTERN = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export interface HiddenCharacter {
  offset: number;
  codePoint: string;
  name: string;
}

const codePointLabel = (c: number): string => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;

/** Every bidirectional control in `text`, with its offset. */
export function findBidiControls(text: string): HiddenCharacter[] {
  const found: HiddenCharacter[] = [];
  for (const match of text.matchAll(BIDI_PATTERN)) {
    const c = match[0].charCodeAt(0);
    found.push({offset: match.index, codePoint: codePointLabel(c), name: BIDI_CONTROLS[c] ?? 'bidirectional control'});
  }
  return found;
}

/** `text` with each bidirectional control written as a \uXXXX escape (for string literals and comments). */
export const escapeBidiControls = (text: string): string => text.replace(BIDI_PATTERN, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
