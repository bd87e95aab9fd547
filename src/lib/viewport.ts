/** Below Docusaurus's desktop breakpoint (its useWindowSize counts wider than 996 px as desktop): the phone layout. */
export const MOBILE_QUERY = '(max-width: 996px)';
