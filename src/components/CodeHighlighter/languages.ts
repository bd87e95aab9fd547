/**
 * The Prism grammars the site's code blocks use beyond prism-react-renderer's built-in set. Registered once, in
 * the code highlighter's chunk (the ejected src/theme/prism-include-languages does nothing at start-up).
 * Keep the requires below in step with config/codeThemes.ts's ADDITIONAL_LANGUAGES (a unit test checks): webpack
 * needs each grammar named literally.
 */
import {Prism} from 'prism-react-renderer';

let registered = false;

/** Prism grammars extend the Prism instance on `globalThis` while they evaluate, so it is mounted for the duration. */
export function registerAdditionalLanguages(): void {
  if (registered) return;
  registered = true;
  const scope = globalThis as {Prism?: unknown};
  const before = scope.Prism;
  scope.Prism = Prism;
  require('prismjs/components/prism-bash');
  require('prismjs/components/prism-json');
  require('prismjs/components/prism-solidity');
  require('prismjs/components/prism-toml');
  if (before === undefined) delete scope.Prism;
  else scope.Prism = before;
}
