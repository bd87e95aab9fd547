/**
 * The highlighted code block (the stock CodeBlock with the site's extra grammars), one chunk loaded on demand:
 * in the browser when a reader reaches for a block, on the server for every block (src/theme/CodeBlock).
 */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';

let loaded: ComponentType<Props> | null = null;
let loading: Promise<ComponentType<Props>> | null = null;

/** The component if its chunk has arrived, else null. */
export const loadedHighlighter = (): ComponentType<Props> | null => loaded;

export function loadHighlighter(): Promise<ComponentType<Props>> {
  loading ??= import(/* webpackChunkName: "code-highlighter" */ './highlighted').then((module) => (loaded = module.default));
  return loading;
}
