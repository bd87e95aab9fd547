/**
 * The page's layout shifts, as Chromium reports them to a PerformanceObserver ("layout-shift" entries without recent
 * input; their sum is CLS), each described by what moved and where. Used by layoutShift.spec.ts, hydration.spec.ts and searchModal.spec.ts.
 */
import type {Page} from '@playwright/test';

/** Sums the page's layout shifts from its first paint (an init script, so nothing is missed). */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = {node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly};
    type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources: Source[]};
    const describe = ({node, previousRect: from, currentRect: to}: Source) =>
      `${node instanceof Element ? `<${node.tagName.toLowerCase()} class="${node.getAttribute('class') ?? ''}">` : node?.nodeName} ` +
      `"${node?.textContent?.trim().slice(0, 40) ?? ''}" (${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height})`;
    const state = {sum: 0, shifts: [] as string[]};
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
        if (entry.hadRecentInput) continue;
        state.sum += entry.value;
        // The playground's JSON editor (data-editor, set by src/components/AccessControlPlayground) is named, so a
        // test can tell its own inner movements from the page's.
        const inEditor = entry.sources.every(({node}) => (node instanceof Element ? node : node?.parentElement)?.closest('[data-editor]'));
        state.shifts.push(`${inEditor ? 'inside the editor: ' : ''}${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map(describe).join('; ')}`);
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({type: 'layout-shift', buffered: true});
    Object.assign(window, {layoutShifts: () => (add(observer.takeRecords()), state)});
  });
}

/** The shifts so far: their sum and one line each. */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as {layoutShifts: () => {sum: number; shifts: string[]}}).layoutShifts());
