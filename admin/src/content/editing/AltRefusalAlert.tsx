import { Alert, Stack } from '@mui/material';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import type { AltRefusal } from './altRefusal';

/**
 * A publish refused for pictures without alternative text: the server's message, which names
 * them and the languages, kept on screen with a link to each picture in the media library,
 * where the text is added (or the picture marked decorative).
 */
export function AltRefusalAlert({ refusal }: { refusal: AltRefusal }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const pictures = [...new Map(refusal.images.map((image) => [image.assetId, image.fileName])).entries()];
  return (
    <Alert severity="error" sx={{ flexBasis: '100%' }}>
      {refusal.message}
      <Stack component="span" direction="row" sx={{ gap: 2, mt: 1, flexWrap: 'wrap' }}>
        {pictures.map(([id, fileName]) => (
          <Link key={id} to={createPath({ resource: 'media', id, type: 'edit' })}>
            {translate('app.content.editAltText', { file: fileName })}
          </Link>
        ))}
      </Stack>
    </Alert>
  );
}
