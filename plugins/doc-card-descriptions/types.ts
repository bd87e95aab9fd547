/** Card descriptions by docs plugin id, version name and doc id (what DocCard reads of a version's docs). */
export type CardDescriptions = Record<string, Record<string, Record<string, {description: string}>>>;
