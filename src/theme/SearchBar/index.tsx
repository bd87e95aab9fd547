/**
 * Navbar search (spec §4 "Search modal"; local index by default, Algolia when configured). Without Algolia keys:
 * the site's own search dialog on the local index (src/components/LocalSearchBar). With them, the build puts the
 * stock Algolia search bar, given props only, in that module's place (plugins/algolia-search-bar,
 * src/components/AlgoliaSearchBar), so a build carries one search box's code.
 */
import React, {type ReactNode} from 'react';
import SearchBarOfThisBuild from '@site/src/components/LocalSearchBar';

export default function SearchBar(): ReactNode {
  return <SearchBarOfThisBuild />;
}
