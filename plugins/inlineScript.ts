/**
 * A plugin's browser script as it is inlined in every page's <head> (plugins/early-input, plugins/load-failure):
 * without its comments and indentation, since it is sent with every page, and with placeholders filled in.
 */
import fs from 'node:fs';

export function inlineScript(file: string, placeholders: Record<string, string> = {}): string {
  let source = fs.readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  for (const [name, value] of Object.entries(placeholders)) source = source.replaceAll(name, value);
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
