import { diffArrays } from 'diff';
import type { SourceChange } from '../../../contract/content/translation';
import { SOURCE_LANGUAGE } from '../../../contract/content/translation';

// Chinese is written without spaces: the words are found by ICU's dictionary (Intl.Segmenter),
// so that a diff shows the words that changed rather than whole sentences or single characters.
const segmenter = new Intl.Segmenter(SOURCE_LANGUAGE, { granularity: 'word' });

const wordsOf = (text: string): string[] => Array.from(segmenter.segment(text), (part) => part.segment);

/** What changed from one text to the other, word by word: runs kept, removed and added, in reading order. */
export function wordDiff(before: string, after: string): SourceChange[] {
  return diffArrays(wordsOf(before), wordsOf(after)).map((part) => ({
    change: part.added ? 'added' : part.removed ? 'removed' : 'kept',
    text: part.value.join(''),
  }));
}
