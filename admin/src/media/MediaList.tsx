import { List, Pagination, SearchInput, SelectInput, useCreatePath, useListContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { MediaAsset } from '../../../contract/media/mediaAsset';
import { EmptyList } from '../shared/EmptyList';
import { MediaTiles } from './MediaTile';
import { MediaUploader } from './MediaUploader';

function MediaListGrid() {
  const { data, isPending } = useListContext<MediaAsset>();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  if (isPending || !data) return null;
  if (data.length === 0) return <EmptyList />;
  return <MediaTiles assets={data} onSelect={(asset) => navigate(createPath({ resource: 'media', type: 'edit', id: asset.id }))} />;
}

function KindFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput {...props} choices={(['image', 'file'] as const).map((kind) => ({ id: kind, name: translate(`app.media.kind.${kind}`) }))} />;
}

/** The media library: newest first, found by name or alternative text, with the upload area above. */
export function MediaList() {
  return (
    <List
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={24}
      filters={[<SearchInput key="q" source="q" alwaysOn />, <KindFilter key="kind" source="kind" alwaysOn />]}
      pagination={<Pagination rowsPerPageOptions={[24, 48, 96]} />}
      empty={false}
    >
      <MediaUploader />
      <MediaListGrid />
    </List>
  );
}
