/**
 * Facet filters for the current page, the same in both search modes: language, and the docs version tags of the
 * page (v2 pages search v2; every other page searches v3 plus the learning lab, ecosystem, blog and pages).
 */
import {useContextualSearchFilters} from '@docusaurus/theme-common';

export type FacetFilters = (string | string[])[];

export function facetFiltersFor(locale: string, tags: readonly string[]): FacetFilters {
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

export function useSearchFacets(): FacetFilters {
  const {locale, tags} = useContextualSearchFilters();
  return facetFiltersFor(locale, tags);
}
