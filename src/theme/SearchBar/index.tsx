/**
 * Navbar search (spec §4 "Search modal"; issue: local index by default, Algolia when configured).
 * Without Algolia keys the DocSearch UI runs on the local index (src/components/LocalSearchBar). With them, the
 * build puts the stock Algolia search bar in that module's place (plugins/algolia-search-bar,
 * src/components/AlgoliaSearchBar), so a build carries one search box's code. Typing ahead works in both.
 */
import React, {type ReactNode} from 'react';
import SearchBarOfThisBuild from '@site/src/components/LocalSearchBar';
import {useSearchTypeAhead} from '@site/src/search/typeAhead';

export default function SearchBar(): ReactNode {
  useSearchTypeAhead();
  return <SearchBarOfThisBuild />;
}
