import { Box, Card, CardContent, Typography } from '@mui/material';

export interface Figure {
  /** A stable name for the figure (`data-figure`), for tests and styles. */
  name: string;
  label: string;
  value: string | number;
  note?: string;
}

/** Headline figures as a description list: each read as its label then its value. */
export function FigureList({ title, figures }: { title: string; figures: Figure[] }) {
  return (
    <Card component="section" sx={{ gridColumn: '1 / -1' }}>
      <CardContent>
        <Typography component="h3" variant="subtitle1">{title}</Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: 2, m: 0 }}>
          {figures.map((figure) => (
            <Box key={figure.name}>
              <Typography component="dt" variant="body2" color="text.secondary">{figure.label}</Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0 }} data-figure={figure.name}>{figure.value}</Typography>
              {figure.note && <Typography component="dd" variant="body2" sx={{ m: 0 }}>{figure.note}</Typography>}
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
