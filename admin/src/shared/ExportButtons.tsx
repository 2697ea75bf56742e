import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useResourceContext, useTranslate } from 'react-admin';
import type { AdminDataProvider, DownloadProgressState, ExportFormat } from '../dataProvider';
import { saveFile } from './saveFile';

const FORMATS: ExportFormat[] = ['csv', 'xlsx'];

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

const FORMAT_NAMES: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

/** Another export than the list's own, offered beside it: its path's resource, unfiltered, and its buttons' label (`%{format}`). */
export interface OtherExport {
  resource: string;
  label: string;
}

/**
 * Export of the list under its current filter (or of `other`, whole), as CSV or Excel: a bar
 * shows the bytes received against the size when the server says it, moving without an end
 * otherwise, with the number of rows the export announced.
 */
export function ExportButtons({ other }: { other?: OtherExport }) {
  const translate = useTranslate();
  const notify = useNotify();
  const listResource = useResourceContext()!;
  const { filterValues: listFilter } = useListContext();
  const resource = other?.resource ?? listResource;
  const filterValues = other ? {} : listFilter;
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [progress, setProgress] = useState<DownloadProgressState | null>(null);

  const run = async (format: ExportFormat) => {
    setProgress({ received: 0, total: null, rows: null });
    try {
      const { blob, fileName } = await dataProvider.exportList(resource, format, filterValues, setProgress);
      saveFile(blob, fileName);
      notify('app.export.saved', { type: 'success', messageArgs: { name: fileName } });
    } catch (error) {
      notify('app.export.failed', { type: 'error', messageArgs: { message: (error as Error).message } });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
      {FORMATS.map((format) => (
        <Button key={format} size="small" onClick={() => void run(format)} disabled={progress !== null}>
          {other ? translate(other.label, { format: FORMAT_NAMES[format] }) : translate(`app.export.${format}`)}
        </Button>
      ))}
      {progress && (
        <Box sx={{ minWidth: 160 }} role="status">
          <LinearProgress
            aria-label={translate('ra.action.export')}
            {...(progress.total
              ? { variant: 'determinate', value: Math.min(100, (100 * progress.received) / progress.total) }
              : { variant: 'indeterminate' })}
          />
          <Typography variant="caption">
            {progress.total
              ? translate('app.export.progress', { received: size(progress.received), total: size(progress.total) })
              : progress.rows !== null
                ? translate('app.export.progressRows', { rows: progress.rows, received: size(progress.received) })
                : translate('app.export.progressUnknown', { received: size(progress.received) })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
