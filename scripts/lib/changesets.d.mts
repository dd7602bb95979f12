export declare const PUBLISHED: readonly string[];
/** The packages a changeset file names in its front matter. */
export declare function packagesNamed(markdown: string): string[];
/** The packages changed without a changeset, each with the change that needs one. */
export declare function changesWithoutChangeset(cwd: string): string[];
