/**
 * A thin bar at the top of the window while the next page's code loads (stands in for nprogress; ./index.ts).
 * It creeps towards 90 % and completes on `done`, then fades; with reduced motion it only appears and disappears.
 */
let root: HTMLElement | null = null;
let bar: HTMLElement | null = null;
let progress = 0;
let trickle: number | undefined;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function show(value: number): void {
  progress = value;
  if (bar) bar.style.transform = `translate3d(${(value - 1) * 100}%, 0, 0)`;
}

function start(): void {
  if (root) return;
  root = document.createElement('div');
  root.id = 'nprogress';
  bar = document.createElement('div');
  bar.className = 'bar';
  bar.innerHTML = '<div class="peg"></div>';
  if (!reducedMotion()) bar.style.transition = 'transform 200ms ease, opacity 200ms linear';
  root.appendChild(bar);
  document.body.appendChild(root);
  show(0.08);
  trickle = window.setInterval(() => show(progress + (0.9 - progress) * 0.1), 300);
}

function done(): void {
  if (!root || !bar) return;
  window.clearInterval(trickle);
  const [finished, fading] = [root, bar];
  root = bar = null;
  fading.style.transform = 'translate3d(0, 0, 0)';
  window.setTimeout(() => {
    fading.style.opacity = '0';
    window.setTimeout(() => finished.remove(), 200);
  }, 200);
}

export default {configure: (_options: unknown) => undefined, start, done};
