import path from 'node:path';

/**
 * The site's interface copy: a folder per language, a JSON file per namespace, the layout
 * gatsby-plugin-react-i18next reads (gatsby-config.ts sources it).
 */
export const LOCALES_DIR = path.resolve(__dirname, '../locales');
