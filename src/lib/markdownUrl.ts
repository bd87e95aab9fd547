/**
 * Where the Markdown version of a page lives (plugins/llms-txt writes it; the "Copy page as Markdown" control
 * reads it): `/a/b` → `/a/b.md`, `/a/` → `/a/index.md`.
 */
export const markdownUrlOf = (pathname: string): string => (pathname.endsWith('/') ? `${pathname}index.md` : `${pathname}.md`);
