/** Types for theme components provided by the search themes, which ship no declarations for these paths. */
declare module '@theme-original/SearchPage' {
  import type {ReactNode} from 'react';
  export default function SearchPage(): ReactNode;
}

declare module '@theme-original/SearchBar' {
  import type {ReactNode} from 'react';
  export default function SearchBar(): ReactNode;
}


