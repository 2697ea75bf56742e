import type { SeedImage } from '../content/types';

/**
 * Seed pictures drawn as SVG at seed time, so the repository ships no binary images.
 *
 * Every subject is drawn by a small function into a fixed 640×340 "scene" box (340×340 for QR codes); the box is scaled
 * uniformly into the picture, so any requested size keeps the drawing's proportions. Pictures hold
 * no words: one picture serves both languages' pages, which carry titles and captions in their own
 * HTML, so a Chinese page never shows English in a picture nor an English page Chinese. Colours come from the image's hue (HSL). The output is deterministic: the same
 * image and size always give the same string.
 */

const DEFAULT_SIZE = { width: 640, height: 400 } as const;
const SCENE_W = 640;
const SCENE_H = 340;
/** Width of the square scene box of QR codes. */
const QR_BOX = 340;

type Subject = SeedImage['subject'];

interface Palette {
  /** Very light background tone. */
  bgTop: string;
  bgBottom: string;
  /** Main colour of the drawn object. */
  main: string;
  /** A lighter version of main. */
  light: string;
  /** A paler version, for fills behind things. */
  pale: string;
  /** Dark outline and text tone. */
  dark: string;
  /** A neighbouring hue for variety. */
  second: string;
  /** The complementary hue, used sparingly. */
  accent: string;
  /** Neutral greys tinted by the hue. */
  steel: string;
  ground: string;
  white: string;
}

interface Scene {
  p: Palette;
  hue: number;
  /** Unique prefix for ids (gradients) inside this document. */
  id: string;
}

/** Draws `image` as an SVG document (default 640×400). */
export function drawSeedImage(
  image: SeedImage,
  size: { width: number; height: number } = DEFAULT_SIZE,
): string {
  const width = positiveInt(size.width, DEFAULT_SIZE.width);
  const height = positiveInt(size.height, DEFAULT_SIZE.height);
  const hue = normaliseHue(image.hue);
  const p = palette(hue);
  const id = `s${hash(`${image.subject}|${hue}|${width}x${height}`).toString(36)}`;

  // QR codes are square: their scene box is too, so they fill square pictures.
  const boxW = image.subject === 'qr' ? QR_BOX : SCENE_W;
  const scale = Math.min(width / boxW, height / SCENE_H);
  const dx = (width - boxW * scale) / 2;
  const dy = (height - SCENE_H * scale) / 2;

  const draw = DRAWINGS[image.subject] ?? drawBuilding;
  const scene = draw({ p, hue, id });

  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${p.bgTop}"/><stop offset="1" stop-color="${p.bgBottom}"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id}-bg)"/>`,
    `<g transform="translate(${num(dx)} ${num(dy)}) scale(${num(scale)})">`,
    scene,
    `</g>`,
    `</svg>`,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Frame, palette, helpers

function palette(h: number): Palette {
  const hs = (dh: number) => (h + dh + 360) % 360;
  return {
    bgTop: hsl(h, 45, 97),
    bgBottom: hsl(h, 38, 88),
    main: hsl(h, 62, 42),
    light: hsl(h, 60, 62),
    pale: hsl(h, 50, 82),
    dark: hsl(h, 38, 20),
    second: hsl(hs(28), 55, 52),
    accent: hsl(hs(180), 70, 50),
    steel: hsl(h, 12, 58),
    ground: hsl(h, 18, 74),
    white: '#ffffff',
  };
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h)},${s}%,${l}%)`;
}

function normaliseHue(hue: number): number {
  if (!Number.isFinite(hue)) return 210;
  return ((Math.round(hue) % 360) + 360) % 360;
}

function positiveInt(n: number, fallback: number): number {
  return Number.isFinite(n) && n >= 1 ? Math.round(n) : fallback;
}

/** Compact, stable number formatting (at most two decimals). */
function num(n: number): string {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

/** FNV-1a over UTF-16 code units: a stable 32-bit hash. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A small deterministic pseudo-random generator (xorshift32). */
function prng(seed: number): () => number {
  let s = seed >>> 0 || 0x9e3779b9;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x100000000;
  };
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string {
  return `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${num(width)}"${extra ? ` ${extra}` : ''}/>`;
}

function poly(points: Array<[number, number]>, fill: string, extra = ''): string {
  const pts = points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
  return `<polygon points="${pts}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}

/** Floor band; it reaches far beyond the scene box so wide or tall pictures have no gaps. */
function ground(p: Palette, y = 300): string {
  return rect(-SCENE_W * 4, y, SCENE_W * 9, SCENE_H * 4, p.ground, 'fill-opacity="0.7"');
}

/** Text lines on paper, as grey bars. */
function textBars(x: number, y: number, w: number, count: number, gap: number, fill: string): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const len = i % 3 === 2 ? w * 0.62 : i % 4 === 1 ? w * 0.86 : w;
    out.push(rect(x, y + i * gap, len, 5, fill, 'rx="2.5"'));
  }
  return out.join('');
}

/** A stack of boxes on a pallet. */
function palletLoad(x: number, y: number, w: number, h: number, p: Palette, variant: number): string {
  const fills = [p.second, p.light, p.main];
  const boxFill = fills[variant % fills.length] ?? p.second;
  return [
    rect(x, y + h - 5, w, 5, p.dark, 'fill-opacity="0.6"'),
    rect(x + 2, y, w - 4, h - 5, boxFill, 'rx="1.5"'),
    line(x + w / 2, y, x + w / 2, y + h - 5, p.white, 1, 'stroke-opacity="0.55"'),
  ].join('');
}

// ---------------------------------------------------------------------------------------------
// Subjects. Each draws into the 640×340 scene box.

/** Rack block of a high-bay warehouse: uprights, beams and loads. */
function rackBlock(x: number, y: number, w: number, h: number, cols: number, levels: number, p: Palette, seed: number): string {
  const out: string[] = [];
  const cw = w / cols;
  const lh = h / levels;
  for (let c = 0; c < cols; c++) {
    for (let l = 0; l < levels; l++) {
      const filled = (c * 7 + l * 3 + seed) % 5 !== 0;
      if (filled) {
        out.push(palletLoad(x + c * cw + 4, y + l * lh + lh * 0.22, cw - 8, lh * 0.72, p, c + l + seed));
      }
    }
  }
  for (let l = 0; l <= levels; l++) out.push(rect(x, y + l * lh - 3, w, 4, p.main));
  for (let c = 0; c <= cols; c++) out.push(rect(x + c * cw - 2.5, y - 6, 5, h + 6, p.dark));
  return out.join('');
}

function drawStacker({ p }: Scene): string {
  const top = 36;
  const floor = 300;
  const out: string[] = [ground(p, floor)];
  out.push(rackBlock(40, top + 20, 210, floor - top - 20, 4, 6, p, 1));
  out.push(rackBlock(390, top + 20, 210, floor - top - 20, 4, 6, p, 3));
  // Rails: floor rail and top guide rail along the aisle.
  out.push(rect(250, floor - 6, 140, 8, p.dark));
  out.push(rect(250, top - 6, 140, 6, p.steel));
  // Mast, top crossbar, bottom carriage with wheels.
  out.push(rect(306, top, 18, floor - top - 22, p.accent));
  out.push(rect(296, top - 2, 44, 10, p.dark, 'rx="2"'));
  out.push(rect(268, floor - 30, 100, 22, p.accent, 'rx="4"'));
  out.push(circle(286, floor - 6, 8, p.dark), circle(350, floor - 6, 8, p.dark));
  // Control cabinet at the foot of the mast.
  out.push(rect(330, floor - 78, 24, 48, p.dark, 'rx="2"'), rect(336, floor - 70, 12, 6, p.light));
  // Lifting carriage with forks and a load.
  const cy = 150;
  out.push(rect(296, cy, 46, 30, p.dark, 'rx="3"'));
  out.push(rect(262, cy + 24, 110, 6, p.steel));
  out.push(palletLoad(270, cy - 10, 88, 34, p, 0));
  // Hoist cable.
  out.push(line(315, top + 8, 315, cy, p.dark, 2));
  return out.join('\n');
}

function drawAgv({ p, id }: Scene): string {
  const floor = 292;
  const out: string[] = [ground(p, floor)];
  // Floor guide marking.
  out.push(line(30, floor + 18, 610, floor + 18, p.white, 4, 'stroke-dasharray="26 18" stroke-opacity="0.9"'));
  // Lidar scan wedge.
  out.push(
    `<defs><radialGradient id="${id}-scan" cx="0" cy="0.5" r="1"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient></defs>`,
  );
  out.push(poly([[452, 178], [630, 110], [630, 250]], `url(#${id}-scan)`));
  // Load on top: pallet with two boxes.
  out.push(rect(196, 168, 190, 10, p.dark, 'fill-opacity="0.7"'));
  out.push(rect(204, 104, 84, 64, p.second, 'rx="2"'), rect(294, 120, 84, 48, p.light, 'rx="2"'));
  out.push(line(246, 104, 246, 168, p.white, 1.5, 'stroke-opacity="0.6"'));
  out.push(line(336, 120, 336, 168, p.white, 1.5, 'stroke-opacity="0.6"'));
  // Body.
  out.push(rect(160, 184, 320, 84, p.main, 'rx="16"'));
  out.push(rect(160, 184, 320, 16, p.dark, 'rx="8" fill-opacity="0.35"'));
  out.push(rect(176, 236, 288, 7, p.accent, 'rx="3.5"'));
  out.push(rect(190, 208, 60, 16, p.white, 'rx="3" fill-opacity="0.85"'));
  // Lidar head.
  out.push(rect(432, 160, 28, 24, p.dark, 'rx="4"'), `<ellipse cx="446" cy="160" rx="14" ry="5" fill="${p.steel}"/>`);
  out.push(rect(438, 168, 16, 5, p.accent));
  // Wheels.
  for (const x of [214, 426]) {
    out.push(circle(x, floor - 16, 20, p.dark), circle(x, floor - 16, 8, p.steel));
  }
  return out.join('\n');
}

function drawWarehouse({ p }: Scene): string {
  const out: string[] = [ground(p, 304)];
  // Hall outline.
  out.push(poly([[20, 60], [320, 14], [620, 60], [620, 304], [20, 304]], p.pale, 'fill-opacity="0.8"'));
  out.push(poly([[20, 60], [320, 14], [620, 60]], 'none', `stroke="${p.dark}" stroke-width="4"`));
  out.push(rackBlock(44, 76, 260, 224, 5, 7, p, 2));
  out.push(rackBlock(336, 76, 260, 224, 5, 7, p, 4));
  // A shuttle in the aisle.
  out.push(rect(306, 270, 28, 22, p.accent, 'rx="3"'));
  return out.join('\n');
}

function drawFactory({ p }: Scene): string {
  const floor = 300;
  const out: string[] = [ground(p, floor)];
  // Chimney and smoke.
  out.push(rect(500, 46, 30, 120, p.steel), rect(500, 62, 30, 8, p.accent));
  out.push(circle(522, 30, 12, p.white, 'fill-opacity="0.8"'), circle(544, 20, 9, p.white, 'fill-opacity="0.65"'), circle(562, 12, 6, p.white, 'fill-opacity="0.5"'));
  // Body.
  out.push(rect(50, 160, 540, floor - 160, p.main));
  // Sawtooth roof: vertical glazed faces and sloping backs.
  const teeth = 6;
  const tw = 540 / teeth;
  for (let i = 0; i < teeth; i++) {
    const x0 = 50 + i * tw;
    out.push(poly([[x0, 160], [x0, 108], [x0 + tw, 160]], p.dark));
    out.push(poly([[x0 + 3, 156], [x0 + 3, 116], [x0 + 22, 126], [x0 + 22, 156]], p.light));
  }
  // Windows and doors.
  for (let i = 0; i < 8; i++) out.push(rect(72 + i * 46, 186, 30, 34, p.pale, 'rx="2"'));
  out.push(rect(450, 230, 110, floor - 230, p.dark), rect(450, 230, 110, 8, p.accent));
  for (let i = 1; i < 6; i++) out.push(line(450, 230 + i * 12, 560, 230 + i * 12, p.steel, 1.5));
  out.push(rect(80, 246, 40, floor - 246, p.dark));
  // Sign band.
  out.push(rect(150, 242, 260, 26, p.white, 'fill-opacity="0.85" rx="3"'), rect(164, 252, 140, 6, p.main, 'rx="3"'));
  return out.join('\n');
}

function drawPark({ p }: Scene): string {
  const floor = 286;
  const out: string[] = [];
  out.push(circle(560, 60, 28, p.second, 'fill-opacity="0.55"'));
  const buildings: Array<[number, number, number, string]> = [
    [40, 120, 110, p.light],
    [160, 60, 100, p.main],
    [270, 150, 130, p.steel],
    [410, 96, 90, p.dark],
    [510, 170, 100, p.light],
  ];
  for (const [x, top, w, fill] of buildings) {
    out.push(rect(x, top, w, floor - top, fill));
    const cols = Math.max(2, Math.floor((w - 16) / 22));
    const rows = Math.floor((floor - top - 30) / 26);
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        out.push(rect(x + 12 + c * 22, top + 14 + r * 26, 12, 14, p.white, 'fill-opacity="0.7"'));
      }
    }
  }
  // Low warehouse with a sloped roof in front.
  out.push(poly([[300, 238], [380, 214], [460, 238], [460, floor], [300, floor]], p.second));
  for (let i = 0; i < 3; i++) out.push(rect(314 + i * 48, 252, 34, floor - 252, p.dark, 'fill-opacity="0.75"'));
  // Trees.
  for (const x of [26, 150, 268, 496, 620]) {
    out.push(rect(x - 3, floor - 26, 6, 26, p.dark), circle(x, floor - 34, 16, p.accent, 'fill-opacity="0.75"'));
  }
  // Road.
  out.push(rect(-SCENE_W * 4, floor, SCENE_W * 9, SCENE_H * 4, p.ground));
  out.push(line(-SCENE_W * 4, floor + 26, SCENE_W * 5, floor + 26, p.white, 4, 'stroke-dasharray="30 20"'));
  return out.join('\n');
}

function drawConveyor({ p }: Scene): string {
  const floor = 300;
  const out: string[] = [ground(p, floor)];
  // Inclined feeder on the left.
  out.push(poly([[30, 150], [200, 200], [200, 216], [30, 166]], p.dark));
  out.push(`<g transform="rotate(16 95 146)">${palletLoad(70, 126, 50, 40, p, 1)}</g>`);
  // Main belt with rollers and legs.
  out.push(rect(200, 200, 420, 20, p.dark, 'rx="10"'));
  for (let i = 0; i < 15; i++) out.push(circle(214 + i * 28.5, 210, 6, p.steel));
  for (const x of [230, 400, 580]) out.push(rect(x, 220, 10, floor - 220, p.steel), rect(x - 8, floor - 6, 26, 6, p.dark));
  // Boxes on the belt.
  const boxes: Array<[number, number, string]> = [[236, 46, p.second], [330, 60, p.light], [436, 40, p.main], [520, 54, p.second]];
  for (const [x, h, fill] of boxes) {
    out.push(rect(x, 200 - h, 64, h, fill, 'rx="2"'), line(x + 32, 200 - h, x + 32, 200, p.white, 1.5, 'stroke-opacity="0.6"'));
  }
  // Direction arrows and a scanner gate.
  for (const x of [280, 380, 480]) out.push(poly([[x, 246], [x + 22, 256], [x, 266]], p.accent));
  out.push(rect(412, 96, 8, 104, p.dark), rect(500, 96, 8, 104, p.dark), rect(412, 90, 96, 14, p.dark, 'rx="3"'));
  out.push(line(420, 112, 500, 180, p.accent, 2, 'stroke-opacity="0.7"'), line(500, 112, 420, 180, p.accent, 2, 'stroke-opacity="0.7"'));
  return out.join('\n');
}

function drawSoftware({ p }: Scene): string {
  const out: string[] = [];
  out.push(rect(84, 32, 480, 292, p.dark, 'rx="12" fill-opacity="0.18"'));
  out.push(rect(80, 24, 480, 292, p.white, 'rx="12"'));
  // Title bar.
  out.push(rect(80, 24, 480, 34, p.dark, 'rx="12"'), rect(80, 46, 480, 12, p.dark));
  out.push(circle(102, 41, 6, p.accent), circle(122, 41, 6, p.light), circle(142, 41, 6, p.pale));
  // Side menu.
  out.push(rect(80, 58, 92, 258, p.pale, 'fill-opacity="0.6"'));
  for (let i = 0; i < 6; i++) out.push(rect(94, 78 + i * 30, i === 1 ? 64 : 54, 8, i === 1 ? p.main : p.steel, 'rx="4"'));
  // KPI cards.
  const kpis = [p.main, p.second, p.accent];
  kpis.forEach((fill, i) => {
    const x = 188 + i * 122;
    out.push(rect(x, 72, 110, 52, p.bgTop, `rx="6" stroke="${p.pale}"`));
    out.push(rect(x + 12, 84, 40, 6, p.steel, 'rx="3"'), rect(x + 12, 100, 66, 12, fill, 'rx="3"'));
  });
  // Bar chart.
  out.push(rect(188, 138, 200, 162, p.bgTop, `rx="6" stroke="${p.pale}"`));
  const bars = [52, 84, 68, 110, 96, 124];
  bars.forEach((h, i) => out.push(rect(204 + i * 29, 286 - h, 18, h, i === 5 ? p.main : p.light, 'rx="2"')));
  // Line chart and donut.
  out.push(rect(400, 138, 144, 76, p.bgTop, `rx="6" stroke="${p.pale}"`));
  out.push(`<polyline points="412,200 432,184 452,190 472,168 492,174 512,154 532,160" fill="none" stroke="${p.second}" stroke-width="3" stroke-linejoin="round"/>`);
  out.push(rect(400, 224, 144, 76, p.bgTop, `rx="6" stroke="${p.pale}"`));
  out.push(circle(440, 262, 24, 'none', `stroke="${p.pale}" stroke-width="10"`));
  out.push(circle(440, 262, 24, 'none', `stroke="${p.main}" stroke-width="10" stroke-dasharray="105 200" transform="rotate(-90 440 262)"`));
  out.push(rect(478, 248, 52, 6, p.steel, 'rx="3"'), rect(478, 264, 38, 6, p.light, 'rx="3"'));
  return out.join('\n');
}

function drawCloud({ p }: Scene): string {
  const out: string[] = [];
  // Links from the cloud to the devices.
  const nodes: Array<[number, number]> = [[150, 270], [320, 286], [490, 270]];
  for (const [x, y] of nodes) out.push(line(320, 160, x, y - 30, p.steel, 3, 'stroke-dasharray="8 7"'));
  // Cloud.
  out.push(`<g fill="${p.main}">`, circle(240, 126, 48, p.main), circle(310, 96, 66, p.main), circle(392, 120, 52, p.main), circle(440, 148, 34, p.main), rect(200, 130, 272, 52, p.main, 'rx="26"'), '</g>');
  out.push(circle(300, 88, 30, p.light, 'fill-opacity="0.45"'));
  // Up/down arrows.
  out.push(poly([[300, 140], [316, 122], [332, 140]], p.white), rect(311, 140, 10, 26, p.white));
  out.push(poly([[344, 148], [360, 166], [376, 148]], p.white), rect(355, 122, 10, 26, p.white));
  // Devices: server, AGV, screen.
  out.push(rect(120, 236, 60, 66, p.dark, 'rx="5"'));
  for (let i = 0; i < 3; i++) out.push(rect(128, 246 + i * 18, 44, 10, p.steel, 'rx="2"'), circle(166, 251 + i * 18, 2.5, p.accent));
  out.push(rect(280, 262, 80, 32, p.second, 'rx="8"'), circle(298, 298, 8, p.dark), circle(342, 298, 8, p.dark), rect(336, 252, 12, 10, p.dark));
  out.push(rect(452, 236, 78, 52, p.dark, 'rx="4"'), rect(458, 242, 66, 40, p.pale), rect(484, 288, 10, 12, p.dark), rect(470, 300, 38, 5, p.dark));
  out.push(`<polyline points="462,274 476,262 490,268 506,250 518,256" fill="none" stroke="${p.main}" stroke-width="3"/>`);
  return out.join('\n');
}

function person(x: number, y: number, scale: number, body: string, skin: string, dark: string): string {
  const s = scale;
  return [
    `<g transform="translate(${num(x)} ${num(y)}) scale(${num(s)})">`,
    `<path d="M-42,120 C-42,60 -30,40 0,40 C30,40 42,60 42,120 Z" fill="${body}"/>`,
    poly([[-8, 40], [0, 60], [8, 40]], '#ffffff', 'fill-opacity="0.85"'),
    circle(0, 14, 24, skin),
    `<path d="M-24,10 C-22,-14 22,-14 24,10 C16,0 -10,-2 -24,10 Z" fill="${dark}"/>`,
    '</g>',
  ].join('');
}

function drawPeople({ p }: Scene): string {
  const out: string[] = [];
  // Backdrop: a screen with a chart, as in a meeting room.
  out.push(rect(170, 30, 300, 130, p.white, `rx="8" stroke="${p.pale}" stroke-width="3"`));
  out.push(`<polyline points="196,130 246,104 296,114 346,78 396,88 446,56" fill="none" stroke="${p.main}" stroke-width="4"/>`);
  const skin = hsl(28, 45, 76);
  out.push(person(120, 150, 1.1, p.second, skin, p.dark));
  out.push(person(520, 150, 1.1, p.steel, skin, p.dark));
  out.push(person(250, 138, 1.25, p.main, skin, p.dark));
  out.push(person(390, 138, 1.25, p.dark, skin, hsl(30, 25, 25)));
  // Table.
  out.push(rect(60, 284, 520, 18, p.dark, 'rx="4"'), rect(60, 302, 520, 38, p.ground));
  return out.join('\n');
}

function drawAward({ p }: Scene): string {
  const out: string[] = [];
  const gold = hsl(44, 80, 52);
  const goldLight = hsl(46, 90, 70);
  const goldDark = hsl(40, 70, 36);
  // Rays and confetti.
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    out.push(line(320 + Math.cos(a) * 120, 130 + Math.sin(a) * 120, 320 + Math.cos(a) * 150, 130 + Math.sin(a) * 150, p.light, 6, 'stroke-linecap="round" stroke-opacity="0.6"'));
  }
  const r = prng(hash('award'));
  for (let i = 0; i < 18; i++) {
    const x = 60 + r() * 520;
    const y = 20 + r() * 260;
    if (x > 200 && x < 440) continue;
    out.push(rect(x, y, 8, 14, i % 2 ? p.accent : p.second, `transform="rotate(${Math.round(r() * 90)} ${num(x)} ${num(y)})"`));
  }
  // Handles, cup, stem, base.
  out.push(`<path d="M246,78 C190,78 196,160 262,168" fill="none" stroke="${goldDark}" stroke-width="12"/>`);
  out.push(`<path d="M394,78 C450,78 444,160 378,168" fill="none" stroke="${goldDark}" stroke-width="12"/>`);
  out.push(`<path d="M236,60 L404,60 C404,150 370,196 320,200 C270,196 236,150 236,60 Z" fill="${gold}"/>`);
  out.push(`<path d="M256,70 L282,70 C282,130 296,170 314,188 C280,178 258,140 256,70 Z" fill="${goldLight}" fill-opacity="0.7"/>`);
  out.push(rect(306, 198, 28, 44, goldDark));
  out.push(rect(262, 240, 116, 18, gold, 'rx="4"'), rect(244, 258, 152, 40, p.dark, 'rx="4"'));
  out.push(rect(280, 270, 80, 16, goldLight, 'rx="2"'));
  // Star on the cup.
  out.push(star(320, 120, 28, 12, p.white));
  return out.join('\n');
}

function star(cx: number, cy: number, outer: number, inner: number, fill: string): string {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return poly(pts, fill);
}

function drawCertificate({ p }: Scene): string {
  const out: string[] = [];
  // Frame and paper.
  out.push(rect(120, 22, 400, 296, p.dark, 'rx="6"'));
  out.push(rect(134, 36, 372, 268, hsl(45, 60, 97)));
  out.push(rect(148, 50, 344, 240, 'none', `stroke="${p.main}" stroke-width="3"`));
  out.push(rect(154, 56, 332, 228, 'none', `stroke="${p.light}" stroke-width="1.5"`));
  // Heading and text.
  out.push(rect(236, 78, 168, 14, p.main, 'rx="3"'));
  out.push(textBars(196, 114, 248, 5, 18, p.steel));
  out.push(rect(186, 248, 90, 3, p.dark), rect(186, 256, 60, 5, p.steel, 'rx="2"'));
  // Seal with ribbon tails.
  const sealC = p.accent;
  out.push(poly([[416, 254], [404, 300], [420, 292], [430, 306], [432, 258]], sealC, 'fill-opacity="0.85"'));
  out.push(poly([[436, 254], [456, 298], [440, 294], [432, 308], [424, 258]], sealC, 'fill-opacity="0.7"'));
  out.push(circle(428, 238, 30, sealC), circle(428, 238, 22, 'none', `stroke="${p.white}" stroke-width="2"`));
  out.push(star(428, 238, 12, 5, p.white));
  return out.join('\n');
}

function drawPatent({ p }: Scene): string {
  const out: string[] = [];
  // Paper with a folded corner.
  out.push(poly([[170, 20], [430, 20], [470, 60], [470, 320], [170, 320]], p.white, `stroke="${p.pale}" stroke-width="2"`));
  out.push(poly([[430, 20], [430, 60], [470, 60]], p.pale));
  out.push(rect(196, 44, 150, 14, p.main, 'rx="3"'));
  out.push(textBars(196, 76, 240, 3, 16, p.steel));
  // Technical drawing: a gear on blueprint paper.
  out.push(rect(196, 130, 160, 120, p.pale, 'fill-opacity="0.55"'));
  for (let i = 1; i < 6; i++) out.push(line(196, 130 + i * 20, 356, 130 + i * 20, p.white, 1));
  for (let i = 1; i < 8; i++) out.push(line(196 + i * 20, 130, 196 + i * 20, 250, p.white, 1));
  const teeth: string[] = [];
  for (let i = 0; i < 8; i++) {
    teeth.push(rect(270, 152, 12, 16, p.main, `transform="rotate(${i * 45} 276 190)"`));
  }
  out.push(teeth.join(''), circle(276, 190, 30, p.main), circle(276, 190, 11, p.pale));
  out.push(textBars(196, 266, 150, 3, 14, p.steel));
  // Ribbon rosette.
  out.push(poly([[396, 250], [380, 314], [398, 302], [410, 318], [414, 254]], p.second));
  out.push(poly([[420, 250], [444, 310], [426, 304], [418, 320], [402, 256]], p.second, 'fill-opacity="0.8"'));
  out.push(circle(408, 236, 32, p.second), circle(408, 236, 24, p.accent), circle(408, 236, 14, p.white, 'fill-opacity="0.85"'));
  return out.join('\n');
}

function drawReport({ p }: Scene): string {
  const out: string[] = [];
  // A second sheet behind, then the shadow and the front sheet.
  out.push(rect(214, 30, 250, 290, p.pale, 'transform="rotate(5 339 175)"'));
  out.push(rect(192, 30, 250, 296, p.dark, 'fill-opacity="0.18"'));
  out.push(rect(186, 22, 250, 296, p.white));
  out.push(rect(186, 22, 250, 44, p.main));
  out.push(rect(204, 36, 120, 12, p.white, 'rx="3"'), rect(382, 34, 38, 20, p.light, 'rx="3"'));
  // Bar chart with axis.
  const base = 208;
  const bars = [46, 62, 58, 84, 104];
  bars.forEach((h, i) => out.push(rect(216 + i * 40, base - h, 26, h, i === bars.length - 1 ? p.second : p.light, 'rx="2"')));
  out.push(line(206, base, 420, base, p.dark, 2), line(206, 92, 206, base, p.dark, 2));
  out.push(`<polyline points="229,148 269,132 309,136 349,112 389,92" fill="none" stroke="${p.dark}" stroke-width="2.5" stroke-dasharray="6 4"/>`);
  out.push(textBars(206, 228, 212, 5, 17, p.steel));
  return out.join('\n');
}

function drawBrochure({ p }: Scene): string {
  const out: string[] = [];
  // Three panels of a folded leaflet, slightly in perspective.
  const panels: Array<{ pts: Array<[number, number]>; shade: string; x: number }> = [
    { pts: [[110, 50], [250, 30], [250, 300], [110, 286]], shade: p.white, x: 122 },
    { pts: [[250, 30], [390, 50], [390, 286], [250, 300]], shade: p.bgTop, x: 262 },
    { pts: [[390, 50], [530, 30], [530, 300], [390, 286]], shade: p.white, x: 402 },
  ];
  out.push(poly([[114, 300], [250, 316], [390, 300], [530, 316], [530, 322], [114, 322]], p.dark, 'fill-opacity="0.15"'));
  for (const panel of panels) out.push(poly(panel.pts, panel.shade, `stroke="${p.pale}" stroke-width="2"`));
  // Cover panel (right): colour block with a product silhouette.
  out.push(poly([[390, 50], [530, 30], [530, 150], [390, 160]], p.main));
  out.push(rect(420, 88, 76, 30, p.white, 'rx="8" fill-opacity="0.9"'), circle(436, 120, 7, p.dark), circle(480, 120, 7, p.dark));
  out.push(rect(404, 182, 100, 10, p.dark, 'rx="3"'), textBars(404, 206, 110, 4, 16, p.steel));
  // Middle panel: picture and lines.
  out.push(rect(264, 70, 112, 74, p.light, 'rx="4"'));
  out.push(poly([[264, 144], [300, 104], [326, 128], [346, 110], [376, 144]], p.second));
  out.push(textBars(264, 162, 112, 6, 17, p.steel));
  // Left panel: heading, lines and a small chart.
  out.push(rect(124, 74, 80, 10, p.main, 'rx="3"'), textBars(124, 98, 112, 4, 16, p.steel));
  [30, 46, 38, 58].forEach((h, i) => out.push(rect(130 + i * 24, 260 - h, 16, h, i === 3 ? p.second : p.light)));
  return out.join('\n');
}

function drawVideo({ p, id }: Scene): string {
  const out: string[] = [];
  // Screen with a small warehouse scene.
  out.push(rect(60, 20, 520, 300, p.dark, 'rx="10"'));
  out.push(`<clipPath id="${id}-clip"><rect x="72" y="32" width="496" height="250" rx="4"/></clipPath>`);
  out.push(`<g clip-path="url(#${id}-clip)">`);
  out.push(rect(72, 32, 496, 250, p.light));
  out.push(rect(72, 200, 496, 82, p.main));
  for (let c = 0; c < 6; c++) {
    for (let l = 0; l < 4; l++) {
      if ((c + l) % 4 !== 0) out.push(rect(96 + c * 78, 64 + l * 34, 62, 26, p.pale, 'fill-opacity="0.8"'));
    }
    out.push(rect(90 + c * 78, 56, 4, 150, p.dark, 'fill-opacity="0.6"'));
  }
  out.push(rect(72, 32, 496, 250, p.dark, 'fill-opacity="0.35"'));
  out.push('</g>');
  // Play button.
  out.push(circle(320, 157, 50, p.white, 'fill-opacity="0.92"'));
  out.push(poly([[304, 128], [304, 186], [350, 157]], p.main));
  // Progress bar.
  out.push(rect(84, 296, 472, 8, p.steel, 'rx="4"'), rect(84, 296, 170, 8, p.accent, 'rx="4"'), circle(254, 300, 8, p.white));
  return out.join('\n');
}

/** A QR-like 25×25 pattern derived from the hue; it is decorative and does not scan. */
function drawQr({ p, hue }: Scene): string {
  const n = 25;
  const cell = 12;
  const size = n * cell;
  const x0 = (QR_BOX - size) / 2;
  const y0 = (SCENE_H - size) / 2;
  const out: string[] = [rect(x0 - 16, y0 - 16, size + 32, size + 32, p.white, 'rx="10"')];
  const rnd = prng(hash(`qr|${hue}`));
  const isFinder = (r: number, c: number): boolean =>
    (r < 8 && c < 8) || (r < 8 && c >= n - 8) || (r >= n - 8 && c < 8);
  const dark = p.dark;
  for (let r = 0; r < n; r++) {
    let runStart = -1;
    for (let c = 0; c <= n; c++) {
      const on = c < n && !isFinder(r, c) && (isTiming(r, c) ? (r + c) % 2 === 0 : rnd() < 0.48);
      if (on && runStart < 0) runStart = c;
      if (!on && runStart >= 0) {
        out.push(rect(x0 + runStart * cell, y0 + r * cell, (c - runStart) * cell, cell, dark));
        runStart = -1;
      }
    }
  }
  for (const [r, c] of [[0, 0], [0, n - 7], [n - 7, 0]] as Array<[number, number]>) {
    const x = x0 + c * cell;
    const y = y0 + r * cell;
    out.push(rect(x, y, 7 * cell, 7 * cell, dark));
    out.push(rect(x + cell, y + cell, 5 * cell, 5 * cell, p.white));
    out.push(rect(x + 2 * cell, y + 2 * cell, 3 * cell, 3 * cell, p.main));
  }
  // Centre badge.
  out.push(rect(x0 + 10 * cell, y0 + 10 * cell, 5 * cell, 5 * cell, p.white, 'rx="6"'));
  out.push(rect(x0 + 10.8 * cell, y0 + 10.8 * cell, 3.4 * cell, 3.4 * cell, p.main, 'rx="6"'));
  return out.join('');
}

function isTiming(r: number, c: number): boolean {
  return (r === 6 && c >= 8 && c <= 16) || (c === 6 && r >= 8 && r <= 16);
}

function drawBuilding({ p }: Scene): string {
  const floor = 300;
  const out: string[] = [ground(p, floor)];
  out.push(circle(110, 70, 30, p.second, 'fill-opacity="0.45"'));
  // Main tower with glass grid.
  out.push(rect(230, 30, 180, floor - 30, p.main));
  out.push(rect(230, 30, 180, 12, p.dark));
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 5; c++) {
      const lit = (r * 5 + c) % 7 === 3;
      out.push(rect(244 + c * 32, 54 + r * 24, 24, 16, lit ? p.pale : p.light, 'fill-opacity="0.85"'));
    }
  }
  // Annex and entrance canopy.
  out.push(rect(410, 150, 150, floor - 150, p.steel));
  for (let r = 0; r < 4; r++) out.push(rect(424, 166 + r * 30, 122, 14, p.white, 'fill-opacity="0.6"'));
  out.push(rect(90, 190, 140, floor - 190, p.light));
  for (let r = 0; r < 3; r++) out.push(rect(104, 206 + r * 28, 112, 12, p.white, 'fill-opacity="0.6"'));
  out.push(rect(290, 256, 60, floor - 256, p.dark), rect(276, 248, 88, 10, p.accent));
  // Flagpoles.
  for (const x of [160, 176]) out.push(rect(x, 120, 3, 70, p.dark), rect(x + 3, 122, 22, 14, p.accent));
  return out.join('\n');
}

const DRAWINGS: Record<Subject, (scene: Scene) => string> = {
  stacker: drawStacker,
  agv: drawAgv,
  warehouse: drawWarehouse,
  factory: drawFactory,
  park: drawPark,
  conveyor: drawConveyor,
  software: drawSoftware,
  cloud: drawCloud,
  people: drawPeople,
  award: drawAward,
  certificate: drawCertificate,
  patent: drawPatent,
  report: drawReport,
  brochure: drawBrochure,
  video: drawVideo,
  qr: drawQr,
  building: drawBuilding,
};
