import type { ImageWithoutAlt, ImagesWithoutAlt } from '../../contract/media/mediaAsset';
import { API_LANGUAGES, type ApiLanguage } from '../../contract/language';
import { formatCmsMessage } from '../../contract/messages/cmsMessages';
import { CmsError } from '../http/cmsError';
import { assetAddressPart } from '../media/assetFiles';
import type { ImageLackingAlt } from '../media/mediaAssets';
import type { ContentKindDefinition } from './contentKind';

const isLanguageRecord = (value: object): value is Record<ApiLanguage, unknown> => {
  const keys = Object.keys(value);
  return keys.length === API_LANGUAGES.length && API_LANGUAGES.every((language) => keys.includes(language));
};

/**
 * What of a document the site shows in `language`: every field, where each pair of language
 * texts (`texts`, `names`, … keyed by the languages) keeps only that language's.
 */
function shownIn(value: unknown, language: ApiLanguage): unknown {
  if (Array.isArray(value)) return value.map((item) => shownIn(item, language));
  if (value === null || typeof value !== 'object') return value;
  if (isLanguageRecord(value)) return shownIn(value[language], language);
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, shownIn(field, language)]));
}

const LANGUAGE_NAMES = { zh: 'languageNameZh', en: 'languageNameEn' } as const;

/** The pictures, with their language, as the message lists them in `language`. */
function listed(missing: ImageWithoutAlt[], language: ApiLanguage): string {
  const separator = language === 'zh' ? '、' : ', ';
  return missing
    .map((image) => formatCmsMessage(language, 'imageAltMissingIn', { file: `“${image.fileName}”`, language: formatCmsMessage(language, LANGUAGE_NAMES[image.language]) }))
    .join(separator);
}

/**
 * Refuses (422) to publish an item that shows a picture of the media library meaningfully in a
 * language it has no alternative text in: an item is shown in each language it has text in, and
 * shows there its shared fields and that language's text. The picture is found by its address
 * anywhere in what is shown (a field, a body's `<img src>`); a decorative one needs no text.
 * `lacking` is `listImagesLackingAlt`, read once per publish however many items it publishes.
 */
export function refuseImagesWithoutAlt<Document>(lacking: ImageLackingAlt[], kind: ContentKindDefinition<Document>, document: Document): void {
  if (lacking.length === 0) return;
  const missingLanguages = kind.missingLanguages(document);
  const missing: ImageWithoutAlt[] = [];
  for (const language of API_LANGUAGES.filter((shown) => !missingLanguages.includes(shown))) {
    const shown = JSON.stringify(shownIn(document, language));
    for (const image of lacking) {
      if (!image.alt[language].trim() && shown.includes(assetAddressPart(image.variants))) {
        missing.push({ assetId: image.id, fileName: image.fileName, language });
      }
    }
  }
  if (missing.length === 0) return;
  const titles = kind.titles(document);
  const data: ImagesWithoutAlt = { images: missing };
  throw new CmsError(422, 'contentImageAltMissing', {
    values: {
      item: { zh: titles.zh ?? titles.en ?? '', en: titles.en ?? titles.zh ?? '' },
      images: { zh: listed(missing, 'zh'), en: listed(missing, 'en') },
    },
    data,
  });
}
