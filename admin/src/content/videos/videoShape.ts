import type { VideoText } from '../../../../contract/content/documents/video';
import type { ContentFormShape } from '../contentFormShape';

const emptyText: VideoText = { title: '', description: '' };

/** A video's languages are its `texts`, plain text. */
export const VIDEO_SHAPE: ContentFormShape = { translated: 'texts', emptyLanguage: emptyText, htmlFields: [] };
