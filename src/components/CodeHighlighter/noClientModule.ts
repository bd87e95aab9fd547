/** Stands in for theme-classic's prism-include-languages client module in the browser bundle (see plugins/lazy-code-highlighting). */
export {};
