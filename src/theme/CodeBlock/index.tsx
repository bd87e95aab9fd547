/**
 * Code blocks with syntax highlighting off the critical path (wrapper; plugins/lazy-code-highlighting).
 *
 * The static page already holds each block highlighted. While the page hydrates, a block is kept as an "island":
 * its server HTML stays as it is (React does not touch dangerouslySetInnerHTML content when hydrating), so Prism
 * is neither downloaded nor run before the page is interactive. The highlighter chunk is loaded when a block comes
 * within NEAR_VIEWPORT of the screen, when the pointer or focus enters it, or at once in dark mode (the static
 * HTML carries the light theme's colours); the block is then rendered by the stock component, with its copy and
 * wrap buttons. On client-side navigation, a plain block shows until the chunk has arrived.
 */
import React, {startTransition, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';
import {loadHighlighter, loadedHighlighter} from '@site/src/components/CodeHighlighter/client';

const NEAR_VIEWPORT = '600px';
const BLOCK_CLASS = 'lit-code-block';
/** One object for every render: React 19 rewrites innerHTML when this prop is a new object, even an equal one. */
const KEEP_SERVER_HTML = {__html: ''};

function ClientCodeBlock({hydrating, ...props}: Props & {hydrating: boolean}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [island] = useState(hydrating && !loadedHighlighter());
  const [Highlighted, setHighlighted] = useState<ComponentType<Props> | null>(() => loadedHighlighter());
  const {colorMode} = useColorMode();

  useEffect(() => {
    if (Highlighted) return undefined;
    let live = true;
    // A transition: React can split highlighting many blocks into short tasks instead of one long one.
    const load = () => void loadHighlighter().then((component) => live && startTransition(() => setHighlighted(() => component)));
    const element = ref.current;
    if (!island || !element || colorMode === 'dark') {
      load();
      return () => void (live = false);
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {rootMargin: NEAR_VIEWPORT});
    observer.observe(element);
    element.addEventListener('pointerenter', load);
    element.addEventListener('focusin', load);
    return () => {
      live = false;
      observer.disconnect();
      element.removeEventListener('pointerenter', load);
      element.removeEventListener('focusin', load);
    };
  }, [Highlighted, island, colorMode]);

  // Marks blocks still waiting for the highlighter (data-highlight-pending), for tests and for debugging. Set here,
  // not as a prop: hydration does not add attributes, and the same <div> is kept when the block is swapped.
  useEffect(() => {
    if (Highlighted) ref.current?.removeAttribute('data-highlight-pending');
    else ref.current?.setAttribute('data-highlight-pending', '');
  }, [Highlighted]);

  if (Highlighted) {
    return (
      <div ref={ref} className={BLOCK_CLASS}>
        <Highlighted {...props} />
      </div>
    );
  }
  if (island) return <div ref={ref} className={BLOCK_CLASS} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return (
    <div ref={ref} className={BLOCK_CLASS}>
      <pre>
        <code>{props.children}</code>
      </pre>
    </div>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  if (typeof window === 'undefined') {
    // Server render: the eager highlighter (./server.tsx stands in for ./client.tsx in the server bundle).
    const Highlighted = loadedHighlighter()!;
    return (
      <div className={BLOCK_CLASS}>
        <Highlighted {...props} />
      </div>
    );
  }
  return <ClientCodeBlock {...props} hydrating={!isBrowser} />;
}
