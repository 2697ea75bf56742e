import { DateInput, NumberInput, required, TextInput } from 'react-admin';
import type { VideoDocument } from '../../../../contract/content/documents/video';
import { MediaPickerInput } from '../../media/MediaPickerInput';
import { ContentCreate } from '../editing/ContentCreate';
import { ContentEdit } from '../editing/ContentEdit';
import { LanguageColumns } from '../editing/LanguageColumns';
import { useFieldLabel } from '../useFieldLabel';
import { ContentList } from '../list/ContentList';
import { VIDEO_SHAPE } from './videoShape';

/** A video's poster, file, duration, date and position, then its title and description in each language. */
function VideoInputs() {
  const label = useFieldLabel();
  return (
    <>
      <MediaPickerInput source="document.cover" label={label('cover')} />
      <TextInput source="document.videoUrl" label={label('videoUrl')} validate={required()} fullWidth />
      <NumberInput source="document.durationSeconds" label={label('durationSeconds')} validate={required()} min={0} />
      <DateInput source="document.publishTime" label={label('publishTime')} validate={required()} />
      <NumberInput source="document.sort" label={label('sort')} validate={required()} />
      <LanguageColumns>
        {(language) => (
          <>
            <TextInput source={`document.texts.${language}.title`} label={label(`texts.${language}.title`)} fullWidth />
            <TextInput source={`document.texts.${language}.description`} label={label(`texts.${language}.description`)} fullWidth multiline minRows={2} />
          </>
        )}
      </LanguageColumns>
    </>
  );
}

export function VideoList() {
  return <ContentList search={false} />;
}

export function VideoEdit() {
  return (
    <ContentEdit shape={VIDEO_SHAPE}>
      <VideoInputs />
    </ContentEdit>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

export function VideoCreate() {
  const defaults: Omit<VideoDocument, 'texts'> = { cover: '', videoUrl: '', durationSeconds: 0, publishTime: today(), sort: 0 };
  return (
    <ContentCreate shape={VIDEO_SHAPE} defaults={defaults}>
      <VideoInputs />
    </ContentCreate>
  );
}
