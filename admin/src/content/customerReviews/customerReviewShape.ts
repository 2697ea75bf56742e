import type { CustomerReviewText } from '../../../../contract/content/documents/customerReview';
import type { ContentFormShape } from '../contentFormShape';

const emptyText: CustomerReviewText = { quote: '', personName: '', personRole: '', company: '', industry: '' };

/** A customer review's languages are its `texts`, plain text. */
export const CUSTOMER_REVIEW_SHAPE: ContentFormShape = { translated: 'texts', emptyLanguage: emptyText, htmlFields: [] };
