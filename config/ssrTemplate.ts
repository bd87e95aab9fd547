/**
 * The HTML page template (Docusaurus `ssrTemplate`): core's template (@docusaurus/core/lib/ssg/ssgTemplate.html.js),
 * rewritten with one change: the page's scripts are requested once it has painted (performance issue #7). The
 * rewrite fails the build if core's template no longer has the text it replaces (plugins/replaceOnce.cjs).
 *
 * Core lists them as <script defer>. When they are downloaded before the HTML is parsed, Chrome runs them before it
 * paints, so the text showed later; and Lighthouse counts every script that downloads before the first paint as
 * holding it up (its mobile largest contentful paint was about 1.9 s where the first paint was 0.9 s). The page is
 * readable without them: they make it interactive (search, tabs, menus) and handle client-side navigation.
 *   - The page lists its scripts, in order, in a JSON data block (`#__page-scripts`).
 *   - PAGE_SCRIPT_LOADER, inline at the end of <body>, adds them as <script async=false> elements, which run in
 *     that order as `defer` ones did, when the browser reports the first contentful paint (a `paint` performance
 *     entry; one frame later where that is not supported), or after 500 ms if nothing is painted (a background tab).
 *   - The webpack runtime finds them by `src` and adds none of its own (tests/e2e/hydration.spec.ts).
 * The cost: on a first visit, the page becomes interactive one script download later than with `defer`. Hashed
 * scripts are cached for a year, so later pages pay nothing.
 * The Content-Security-Policy allows the loader by its hash (plugins/host-config hashes every inline script).
 */
import coreTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {replaceOnce} from '../plugins/replaceOnce.cjs';

/** Adds the page's scripts once it has painted. Plain ES5, so that it runs in every browser. */
export const PAGE_SCRIPT_LOADER = `(function(){var d=document,done=0;function load(){if(done)return;done=1;var list=JSON.parse(d.getElementById('__page-scripts').textContent);for(var i=0;i<list.length;i++){var s=d.createElement('script');s.src=list[i];s.async=false;d.body.appendChild(s)}}try{new PerformanceObserver(function(entries,observer){if(entries.getEntriesByName('first-contentful-paint').length){observer.disconnect();load()}}).observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(function(){setTimeout(load,0)})}setTimeout(load,500)})()`;

/** Core's page template, and what is taken out of it and added to it. */
const CORE_TEMPLATE_FILE = '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
const DEFERRED_SCRIPTS = `    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
`;
const BODY_END = `    <%~ it.postBodyTags %>
`;
const PAGE_SCRIPTS = `    <script type="application/json" id="__page-scripts"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>
    <script>${PAGE_SCRIPT_LOADER}</script>
`;

const where = {tool: 'config/ssrTemplate.ts', file: CORE_TEMPLATE_FILE, fix: 'Update it for this Docusaurus version.'};

/** Core's template, its deferred scripts replaced by the list and the loader at the end of <body>. */
export const ssrTemplate = replaceOnce(replaceOnce(coreTemplate, DEFERRED_SCRIPTS, '', where), BODY_END, BODY_END + PAGE_SCRIPTS, where);
