/** Types of preactAliases.mjs, for the TypeScript that imports it (the site's webpack configuration). */
export declare const PREACT_MODULES: Readonly<Record<string, string>>;
export declare const PREACT_ALIASES: ReadonlyArray<{ find: RegExp; replacement: string }>;
