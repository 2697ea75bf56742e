import type { ServiceLocationText } from '../../../../contract/content/documents/serviceLocation';
import type { ContentFormShape } from '../contentFormShape';

const emptyText: ServiceLocationText = { name: '', province: '', address: '' };

/** A service location's languages are its `texts`, plain text. */
export const SERVICE_LOCATION_SHAPE: ContentFormShape = { translated: 'texts', emptyLanguage: emptyText, htmlFields: [] };
