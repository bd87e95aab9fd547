/**
 * The OpenGraph/Twitter card image of each section, by URL prefix (images in static/img/social/, made by
 * scripts/make-social-cards.mjs). A page's own `image` front matter still wins over these.
 */
const SECTION_CARDS: readonly (readonly [prefix: string, image: string])[] = [
  ['/v3', 'img/social/docs-v3.png'],
  ['/v2', 'img/social/docs-v2.png'],
  ['/learningLab', 'img/social/learning-lab.png'],
  ['/Ecosystem', 'img/social/ecosystem.png'],
  ['/blog', 'img/social/blog.png'],
];

export const SITE_CARD = 'img/social/site.png';

/** The card image (site-relative, no leading slash) for a pathname under the site's base URL. */
export function socialCardFor(pathname: string): string {
  const match = SECTION_CARDS.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match ? match[1] : SITE_CARD;
}
