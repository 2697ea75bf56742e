import { Box, Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../shared/visuallyHidden';

export interface FigureTableProps {
  columns: string[];
  rows: Array<Array<string | number>>;
  /** The rows' names are what visitors typed (an industry, a campaign, a partner's address), in no set language: not translated. */
  namesAreData?: boolean;
}

/**
 * A chart with its figures as a table: screen readers read the table (the drawing is hidden from
 * them), and anyone can show it instead of the chart with the button.
 */
export function FigureCard({ title, chart, table }: { title: string; chart: ReactNode; table: FigureTableProps }) {
  const translate = useTranslate();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h3" variant="subtitle1">{title}</Typography>
          <Button size="small" onClick={() => setAsTable((shown) => !shown)} aria-pressed={asTable}>
            {translate(asTable ? 'app.dashboard.showChart' : 'app.dashboard.showTable')}
          </Button>
        </Box>
        {!asTable && <Box aria-hidden="true" {...(table.namesAreData && { translate: 'no' as const })}>{chart}</Box>}
        <Box sx={asTable ? { overflowX: 'auto' } : visuallyHidden}>
          <Table size="small">
            <caption style={visuallyHidden}>{title}</caption>
            <TableHead>
              <TableRow>{table.columns.map((column) => <TableCell key={column} component="th" scope="col">{column}</TableCell>)}</TableRow>
            </TableHead>
            <TableBody>
              {table.rows.length === 0 && (
                <TableRow><TableCell colSpan={table.columns.length}>{translate('app.dashboard.none')}</TableCell></TableRow>
              )}
              {table.rows.map((row, index) => (
                <TableRow key={index}>
                  {row.map((cell, column) => (
                    <TableCell
                      key={column}
                      component={column === 0 ? 'th' : 'td'}
                      {...(column === 0 && { scope: 'row', ...(table.namesAreData && { translate: 'no' as const }) })}
                      align={typeof cell === 'number' ? 'right' : 'left'}
                    >
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}
