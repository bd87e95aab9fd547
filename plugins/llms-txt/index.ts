/**
 * For readers' tools and language models: after the build, writes a Markdown version of every doc page
 * (`/v3/sdk/installation` -> `/v3/sdk/installation.md`, `/v3/` -> `/v3/index.md`) from the same sources, and
 * `/llms.txt`, the docs listed by section in sidebar order with links to those Markdown files.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {toMarkdown} from './toMarkdown';
import {markdownUrlOf} from '../../src/lib/markdownUrl';

interface Doc {
  id: string;
  permalink: string;
  source: string;
  title: string;
  description: string;
}
interface Section {
  heading: string;
  docs: Doc[];
}

/** The URL of a page's Markdown version. */

const INSTANCE_TITLES: Record<string, string> = {default: 'Docs', learningLab: 'Learning Lab', ecosystem: 'Ecosystem'};

type SidebarItem = {type: string; id?: string; label?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

function sidebarOrder(items: SidebarItem[], into: {label: string; ids: string[]}[], topLabel?: string): void {
  for (const item of items) {
    const label = topLabel ?? item.label ?? 'Overview';
    let group = into.find((g) => g.label === label);
    if (!group) into.push((group = {label, ids: []}));
    if (item.type === 'doc' && item.id) group.ids.push(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) group.ids.push(item.link.id);
      sidebarOrder(item.items ?? [], into, label);
    }
  }
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  let sections: Section[] = [];
  return {
    name: 'lit-llms-txt',
    async allContentLoaded({allContent}) {
      sections = [];
      const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedContent>;
      for (const [pluginId, content] of Object.entries(docsPlugins)) {
        for (const version of content.loadedVersions) {
          const byId = new Map(version.docs.map((d) => [d.id, d]));
          const groups: {label: string; ids: string[]}[] = [];
          for (const sidebar of Object.values(version.sidebars)) sidebarOrder(sidebar as SidebarItem[], groups);
          const listed = new Set(groups.flatMap((g) => g.ids));
          const unlisted = version.docs.filter((d) => !listed.has(d.id)).map((d) => d.id);
          if (unlisted.length) groups.push({label: 'More pages', ids: unlisted});
          const prefix = pluginId === 'default' ? `${INSTANCE_TITLES.default} ${version.label}${version.isLast ? ' (current)' : ''}` : INSTANCE_TITLES[pluginId] ?? pluginId;
          for (const group of groups) {
            const docs = [...new Set(group.ids)]
              .map((id) => byId.get(id))
              .filter((d): d is NonNullable<typeof d> => !!d)
              .map((d) => ({id: d.id, permalink: d.permalink, source: d.source, title: d.title, description: d.description}));
            if (docs.length) sections.push({heading: pluginId === 'default' ? `${prefix}: ${group.label}` : prefix, docs});
          }
        }
      }
    },
    async postBuild({outDir, siteConfig}) {
      const site = siteConfig.url.replace(/\/$/, '');
      const lines = [
        `# ${siteConfig.title} developer documentation`,
        '',
        `> ${siteConfig.tagline}. The current docs (v3) cover the @lit-protocol/* 6.x SDK; v2 covers the older 2.x SDK. Every page below is also available as Markdown at the linked address.`,
        '',
      ];
      let heading = '';
      for (const section of sections) {
        if (section.heading !== heading) {
          lines.push(`## ${section.heading}`, '');
          heading = section.heading;
        }
        for (const doc of section.docs) {
          const sourceFile = path.resolve(context.siteDir, doc.source.replace(/^@site\//, ''));
          const mdPath = markdownUrlOf(doc.permalink);
          fs.mkdirSync(path.dirname(path.join(outDir, mdPath)), {recursive: true});
          fs.writeFileSync(path.join(outDir, mdPath), toMarkdown(sourceFile, doc.title, doc.description));
          lines.push(`- [${doc.title}](${site}${mdPath})${doc.description ? `: ${doc.description}` : ''}`);
        }
        lines.push('');
      }
      fs.writeFileSync(path.join(outDir, 'llms.txt'), `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n`);
    },
  };
}
