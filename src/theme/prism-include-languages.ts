/**
 * Ejected (Docusaurus marks it safe to eject). theme-classic calls this from a client module at start-up, with
 * the Prism instance it already bundles, to add `themeConfig.prism.additionalLanguages`. The site adds those
 * grammars in the code highlighter's own chunk instead (src/components/CodeHighlighter/languages.ts), which the
 * browser loads when a reader reaches for a code block, so no page downloads them to show its static HTML.
 */
import type {Prism as PrismType} from 'prism-react-renderer';

export default function prismIncludeLanguages(_prism: typeof PrismType): void {
  // Nothing at start-up: see src/components/CodeHighlighter/languages.ts.
}
