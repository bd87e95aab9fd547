/** Turns one built HTML page into an IndexedPage. Pure, so it is unit-tested on fixtures. */
import {load, type CheerioAPI} from 'cheerio';
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

type Cheerio = ReturnType<CheerioAPI>;

const cellTexts = ($: CheerioAPI, row: Cheerio) => row.children('td, th').toArray().map((cell) => clean($(cell).text()));

/** A body row of a table as one line, each cell after its column's header when the table has one; '' for header rows. */
function tableRowText($: CheerioAPI, row: Cheerio): string {
  const table = row.closest('table');
  const headerRow = table.find('thead tr').first();
  const isHeader = row.parent().is('thead') || (!headerRow.length && row.children('td').length === 0);
  if (isHeader) return '';
  const labels = headerRow.length ? cellTexts($, headerRow) : [];
  return cellTexts($, row)
    .map((cell, i) => (cell && labels[i] ? `${labels[i]}: ${cell}` : cell))
    .filter(Boolean)
    .join('; ');
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
  const trail = $('nav.theme-doc-breadcrumbs li.breadcrumbs__item:not(:first-child)').toArray().map((li) => clean($(li).text())).filter(Boolean);
  const breadcrumb = trail[0];
  const description = clean($('meta[name="description"]').attr('content') ?? '');

  const sections: IndexedSection[] = [];
  let current = {anchor: '', lvl2: '', lvl3: '', content: [] as string[]};
  const push = () => {
    if (current.lvl2 || current.lvl3 || current.content.length) sections.push(current);
  };
  // Navigation inside the content (doc cards, TOC, buttons) is not content.
  root.find('.hash-link, button, .theme-doc-toc-mobile, nav, a.card, .theme-doc-footer, .pagination-nav, h1').remove();
  root.find('h2, h3, p, li, tr, summary').each((_, el) => {
    const node = $(el);
    if (el.tagName === 'tr') {
      // A table row is one block ("Network: datil-test; Rate limiting: Enforced"): a lone cell ("Yes") means
      // nothing as a search hit. Header rows only name the columns.
      const row = tableRowText($, node);
      if (row && !node.parents('li, td, th, pre').length) current.content.push(row);
      return;
    }
    // A list item's own text, without its nested lists (their items are blocks of their own).
    const text = clean(el.tagName === 'li' ? node.clone().find('ul, ol').remove().end().text() : node.text());
    if (!text) return;
    if (el.tagName === 'h2') {
      push();
      current = {anchor: node.attr('id') ?? '', lvl2: text, lvl3: '', content: []};
    } else if (el.tagName === 'h3') {
      push();
      current = {anchor: node.attr('id') ?? current.anchor, lvl2: current.lvl2, lvl3: text, content: []};
    } else if (!node.parents(el.tagName === 'li' ? 'td, th, pre' : 'li, td, th, pre').length) {
      // Each text once: a paragraph inside a list item is part of the item; code blocks are left out.
      current.content.push(text);
    }
  });
  push();
  return {
    url,
    lvl0: sectionLabel(tag, breadcrumb, url),
    lvl1: h1,
    ...(description && {description}),
    ...(trail.length > 0 && {trail}),
    tag,
    language,
    sections,
  };
}
