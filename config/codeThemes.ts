/**
 * Code block themes with WCAG AA contrast. prism-react-renderer's github (light) and vsDark themes have token
 * colours below 4.5:1 on their backgrounds (e.g. strings #e3116c on #f6f8fa, constants #646695 on #1e1e1e); each
 * failing colour is darkened (light theme) or lightened (dark theme) until it reaches 4.6:1.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

type Rgb = [number, number, number];
/** 4.5:1 is the AA minimum; the margin keeps highlighted lines (a slightly darker background) above it. */
const MIN_CONTRAST = 5.2;

function parse(color: string): Rgb | undefined {
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(color.trim());
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m) return undefined;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}
const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
export function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

function readable(color: string, background: Rgb, dark: boolean): string {
  let rgb = parse(color);
  if (!rgb) return color;
  for (let i = 0; i < 40 && contrast(rgb, background) < MIN_CONTRAST; i++) {
    rgb = rgb.map((v) => (dark ? v + (255 - v) * 0.1 : v * 0.9)) as Rgb;
  }
  return toHex(rgb);
}

export function accessibleTheme(theme: PrismTheme, dark: boolean): PrismTheme {
  const background = parse(theme.plain.backgroundColor ?? (dark ? '#1e1e1e' : '#ffffff'))!;
  return {
    plain: {...theme.plain, color: theme.plain.color && readable(theme.plain.color, background, dark)},
    styles: theme.styles.map((s) => ({
      ...s,
      style: {...s.style, ...(s.style.color && {color: readable(s.style.color, background, dark)})},
    })),
  };
}

export const codeThemes = {light: accessibleTheme(themes.github, false), dark: accessibleTheme(themes.vsDark, true)};

/**
 * Prism grammars added to prism-react-renderer's built-in set (themeConfig.prism.additionalLanguages). They are
 * registered in the code highlighter's chunk: src/components/CodeHighlighter/languages.ts requires each by name.
 */
export const ADDITIONAL_LANGUAGES = ['bash', 'json', 'solidity', 'toml'] as const;
