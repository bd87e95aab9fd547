/** Small builders shared by the sidebar files. */

/**
 * A generated-index category page at /<version>/category/<slug>. The slug is explicit because three
 * categories share the label "Advanced Topics" and their URLs are public.
 */
export function categoryIndex(slug: string, title: string, description: string) {
  return {
    type: 'generated-index' as const,
    slug: `/category/${slug}`,
    title,
    description,
  };
}
