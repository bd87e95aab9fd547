/**
 * Code blocks with syntax highlighting off the critical path (a wrapper of the stock CodeBlock, which
 * src/components/CodeHighlighter loads on demand with the site's extra grammars).
 *
 * Why (measured 2026-11-26, CONTRIBUTING "Mechanisms"): with the stock block every page's first load is 8.2 KB
 * larger, and a page's blocks are tokenised and hydrated token by token as it starts: on /v3/sdk/tests (the longest
 * code page) about 0.8 s more main-thread time with the CPU slowed 4x.
 *
 * The static page already holds each block highlighted. While the page hydrates, a block is kept as an "island":
 * its server HTML stays as it is (React does not touch dangerouslySetInnerHTML content when hydrating), so Prism
 * does not run to show code, and the extra grammars are not downloaded. The highlighter chunk is loaded when the reader reaches for a block
 * (pointer or keyboard focus enters it), on touch screens at the first scroll or touch (they show the copy button
 * without hover), and at once in dark mode, since the static HTML carries the light theme's colours. The block is
 * then rendered by the stock component, with its copy and wrap buttons (which only exist in the browser).
 *
 * A block counts as hydrating until Docusaurus reports the browser (`useIsBrowser()` is false during hydration).
 * A block remounted right after hydration (inside Tabs) keeps the HTML it had. On client-side navigation, a plain
 * block shows until the chunk has arrived.
 */
import React, {startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';
import {loadHighlighter, loadedHighlighter} from '@site/src/components/CodeHighlighter';

const BLOCK_CLASS = 'lit-code-block';

/**
 * An island's innerHTML: React leaves the content of an element with dangerouslySetInnerHTML as the server sent it
 * when it hydrates. One object for every render, since React 19 rewrites innerHTML when this prop is a new object.
 */
const KEEP_SERVER_HTML = {__html: ''};

/**
 * The static HTML of each block seen while the page hydrated, by its code. Docusaurus's Tabs remount their panels
 * right after hydration (to apply the reader's stored choice), which replaces the server's elements: a block that
 * comes back this way is an island again, with the HTML kept here, so tabs do not pull in the highlighter either.
 */
const staticHtml = new Map<string, {__html: string}>();
const blockKey = ({className, metastring, title, children}: Props) => JSON.stringify([className, metastring, title, typeof children === 'string' ? children : null]);

/** On touch screens (no hover), the first scroll or touch anywhere loads the highlighter. */
function onFirstTouchOrScroll(load: () => void): () => void {
  if (!window.matchMedia('(hover: none)').matches) return () => undefined;
  const once = () => {
    stop();
    load();
  };
  const stop = () => {
    window.removeEventListener('scroll', once);
    window.removeEventListener('touchstart', once);
  };
  window.addEventListener('scroll', once, {passive: true});
  window.addEventListener('touchstart', once, {passive: true});
  return stop;
}

function ClientCodeBlock({hydrating, ...props}: Props & {hydrating: boolean}): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  // While hydrating, the block keeps the static page's highlighted HTML; remounted, the HTML it had then.
  const [island] = useState<{__html: string} | null>(() => {
    if (loadedHighlighter()) return null;
    return hydrating ? KEEP_SERVER_HTML : (staticHtml.get(blockKey(props)) ?? null);
  });
  useLayoutEffect(() => {
    if (island === KEEP_SERVER_HTML && ref.current && typeof props.children === 'string') staticHtml.set(blockKey(props), {__html: ref.current.innerHTML});
  }, []); // once, when the island is first shown
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
    const stopTouch = onFirstTouchOrScroll(load);
    element.addEventListener('pointerenter', load);
    element.addEventListener('focusin', load);
    return () => {
      live = false;
      stopTouch();
      element.removeEventListener('pointerenter', load);
      element.removeEventListener('focusin', load);
    };
  }, [Highlighted, island, colorMode]);

  // Keyboard focus inside the island (its scrollable <pre>) moves to the same place in the swapped block.
  const focusedPre = useRef(false);
  useLayoutEffect(() => {
    if (!Highlighted && island) {
      const element = ref.current;
      const track = () => void (focusedPre.current = !!element?.querySelector('pre')?.matches(':focus'));
      element?.addEventListener('focusin', track);
      return () => element?.removeEventListener('focusin', track);
    }
    if (Highlighted && focusedPre.current) {
      focusedPre.current = false;
      if (!document.activeElement || document.activeElement === document.body) ref.current?.querySelector('pre')?.focus({preventScroll: true});
    }
    return undefined;
  }, [Highlighted, island]);

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
  if (island) return <div ref={ref} className={BLOCK_CLASS} dangerouslySetInnerHTML={island} suppressHydrationWarning />;
  return (
    <div ref={ref} className={BLOCK_CLASS}>
      {/* Focusable like the highlighter's <pre>, so a keyboard can scroll a long line into view. */}
      <pre tabIndex={0}>
        <code>{props.children}</code>
      </pre>
    </div>
  );
}

/**
 * On the server, every block is rendered by the highlighter, so static pages carry highlighted code. Its chunk is
 * asked for as soon as this module loads in the server bundle, which is long before the pages are rendered; if it
 * ever were not there, the build fails here rather than writing pages with plain code.
 */
if (typeof window === 'undefined') void loadHighlighter();

function ServerCodeBlock(props: Props): ReactNode {
  const Highlighted = loadedHighlighter();
  if (!Highlighted) throw new Error('src/theme/CodeBlock: the code highlighter had not loaded when the page was rendered');
  return (
    <div className={BLOCK_CLASS}>
      <Highlighted {...props} />
    </div>
  );
}

export default function CodeBlock(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // The swap between the server's render and the browser's (an island until the reader reaches for the block).
  if (typeof window === 'undefined') return <ServerCodeBlock {...props} />;
  return <ClientCodeBlock {...props} hydrating={!isBrowser} />;
}
