import fs from 'node:fs';
import { ENGLISH_REGION_NAMES_FILE, englishRegionNamesModule } from '../devtools/englishRegionNames';

/** `npm run regions:english`: writes the English names of the regions and countries. */
fs.writeFileSync(ENGLISH_REGION_NAMES_FILE, englishRegionNamesModule());
console.log(`wrote ${ENGLISH_REGION_NAMES_FILE}`);
