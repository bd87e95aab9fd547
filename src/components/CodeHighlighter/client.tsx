/**
 * The highlighted code block, loaded on demand in the browser (one chunk with Prism). The server bundle uses
 * ./server.tsx in its place (plugins/lazy-code-highlighting).
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
