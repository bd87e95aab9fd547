/** Turns one built HTML page into an IndexedPage. Pure, so it is unit-tested on fixtures. */
import {load} from 'cheerio';
import type {IndexedPage, IndexedSection} from '../../src/search/indexFormat';

const clean = (text: string) => text.replace(/\s+/g, ' ').replace(/\u200b/g, '').trim();

function sectionLabel(tag: string, breadcrumb: string | undefined, url: string): string {
  if (url.startsWith('/blog')) return 'Blog';
  if (tag.startsWith('docs-learningLab')) return 'Learning Lab';
  if (tag.startsWith('docs-ecosystem')) return 'Ecosystem';
  if (tag === 'docs-default-2.0') return breadcrumb ? `v2 · ${breadcrumb}` : 'v2 docs';
  if (tag.startsWith('docs-default')) return breadcrumb ?? 'Documentation';
  return 'Pages';
}

export function extractPage(html: string, url: string): IndexedPage | undefined {
  const $ = load(html);
  if ($('meta[name="robots"][content*="noindex"]').length) return undefined;
  const rawTag = $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default';
  const tag = rawTag.startsWith('docs-') ? rawTag : 'default';
  const language = $('meta[name="docsearch:language"]').attr('content') ?? 'en';
  // The page's own content: the first .markdown container (docs, blog posts, Markdown pages), else <main>.
  const root = $('.markdown').first().length ? $('.markdown').first() : $('main').first();
  if (!root.length) return undefined;
  const h1 = clean($('h1').first().text()) || clean($('title').text().split('|')[0] ?? '');
  const breadcrumb = clean($('nav.theme-doc-breadcrumbs li.breadcrumbs__item:not(:first-child)').first().text()) || undefined;

  const sections: IndexedSection[] = [];
  let current = {anchor: '', lvl2: '', lvl3: '', content: [] as string[]};
  const push = () => {
    if (current.lvl2 || current.lvl3 || current.content.length) sections.push(current);
  };
  // Navigation inside the content (doc cards, TOC, buttons) is not content.
  root.find('.hash-link, button, .theme-doc-toc-mobile, nav, a.card, .theme-doc-footer, .pagination-nav, h1').remove();
  root.find('h2, h3, p, li, td, th, summary').each((_, el) => {
    const node = $(el);
    const text = clean(node.text());
    if (!text) return;
    if (el.tagName === 'h2') {
      push();
      current = {anchor: node.attr('id') ?? '', lvl2: text, lvl3: '', content: []};
    } else if (el.tagName === 'h3') {
      push();
      current = {anchor: node.attr('id') ?? current.anchor, lvl2: current.lvl2, lvl3: text, content: []};
    } else if (!node.parents('li, td, th, pre').length && !node.find('p').length) {
      // Leaf text blocks only, so nested lists are not indexed twice; code blocks are left out.
      if (!node.parents('pre').length) current.content.push(text);
    }
  });
  push();
  return {url, lvl0: sectionLabel(tag, breadcrumb, url), lvl1: h1, tag, language, sections};
}
