/** Server side of the highlighter (see ./client.tsx): always ready, so static pages carry highlighted code. */
import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';
import Highlighted from './highlighted';

export const loadedHighlighter = (): ComponentType<Props> | null => Highlighted;
export const loadHighlighter = (): Promise<ComponentType<Props>> => Promise.resolve(Highlighted);
