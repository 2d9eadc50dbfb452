export type GarmentKind =
  | 'tshirt'
  | 'shirt'
  | 'knit'
  | 'cardigan'
  | 'hoodie'
  | 'coat'
  | 'jacket'
  | 'pants'
  | 'skirt'
  | 'dress'
  | 'bag'
  | 'cap';

export interface GarmentSpec {
  kind: GarmentKind;
  color: string;
  accent: string;
  background: string;
}

export type GarmentView = 'front' | 'back' | 'detail';

// Drawings live on an 800×1000 canvas; garments are symmetric around x = 400.
const W = 800;
const H = 1000;
const CX = 400;

type Point = readonly [number, number];
/** [x, y] for a straight segment, [x, y, cx, cy] for a quadratic curve arriving at (x, y). */
type Node = readonly [number, number] | readonly [number, number, number, number];
/** Button / eyelet: [x, y, radius]. */
type Dot = readonly [number, number, number];

interface Parts {
  /** Silhouette; reused for the shadow, the light gradient and the fabric texture. */
  outline: string;
  /** Areas in a slightly deeper tone of the garment colour (ribbing, lapels, straps). */
  panels?: string;
  /** Seams and edges. */
  lines: string;
  /** Inside of the garment seen through an opening (hood lining, open neckline). */
  inner?: string;
  /** Dashed top-stitching. */
  stitches?: string;
  /** Soft drape lines, drawn faintly. */
  folds?: string;
  dots?: readonly Dot[];
  /** Back-neck label tag position (back view only). */
  tag?: Point;
}

type Drawer = (back: boolean) => Parts;

/**
 * Builds a closed, mirror-symmetric path from the right half of a shape. The first and last
 * nodes must sit on the centre line; the left half is the right half reflected and reversed.
 */
function sym(nodes: readonly Node[]): string {
  const [first, ...rest] = nodes;
  if (!first) return '';
  let d = `M${first[0]},${first[1]}`;
  for (const n of rest) d += seg(n[0], n[1], n[2], n[3]);
  for (let i = nodes.length - 1; i > 0; i--) {
    const from = nodes[i];
    const to = nodes[i - 1];
    if (!from || !to) continue;
    d += seg(W - to[0], to[1], from[2] === undefined ? undefined : W - from[2], from[3]);
  }
  return `${d}Z`;
}

function seg(x: number, y: number, cx?: number, cy?: number): string {
  return cx === undefined || cy === undefined ? `L${x},${y}` : `Q${cx},${cy} ${x},${y}`;
}

/** Reflects every "x,y" pair of an absolute path across the centre line. */
function mirror(d: string): string {
  return d.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => {
    return `${W - Number(x)},${y}`;
  });
}

/** A path plus its mirror image, for details that appear on both sides. */
function pair(d: string): string {
  return d + mirror(d);
}

/** Evenly spaced short vertical lines, used for rib knit bands. */
function ribs(x0: number, x1: number, y0: number, y1: number, step: number): string {
  let d = '';
  for (let x = x0; x <= x1; x += step) d += `M${x},${y0}L${x},${y1}`;
  return d;
}

function buttonColumn(x: number, y0: number, y1: number, count: number, r: number): Dot[] {
  const gap = count > 1 ? (y1 - y0) / (count - 1) : 0;
  return Array.from({ length: count }, (_, i): Dot => [x, Math.round(y0 + gap * i), r]);
}

function tshirt(back: boolean): Parts {
  const n = back ? 236 : 266;
  return {
    outline: sym([
      [CX, n],
      [452, 212, 448, n],
      [580, 236],
      [696, 392, 650, 300],
      [632, 446],
      [588, 404],
      [592, 800],
      [CX, 800],
    ]),
    lines: `M348,212Q352,${n + 16} 400,${n + 16}Q448,${n + 16} 452,212`,
    stitches: `${pair('M682,374L620,428')}M212,778L588,778`,
    tag: back ? [CX, n + 14] : undefined,
  };
}

function shirt(back: boolean): Parts {
  const n = back ? 232 : 252;
  const outline = sym([
    [CX, n],
    [456, 214, 448, n],
    [588, 244],
    [668, 736, 640, 470],
    [612, 748],
    [586, 398],
    [590, 770],
    [CX, 832, 568, 842],
  ]);
  const cuffs = pair('M660,688L608,700');
  if (back) {
    return {
      outline,
      lines: `M214,300Q400,312 586,300M388,306L400,330L412,306${cuffs}`,
      stitches: 'M212,292Q400,304 588,292',
      tag: [CX, 248],
    };
  }
  return {
    outline,
    lines:
      pair('M456,214L474,238L424,300L400,262') +
      `M388,262L388,828M412,262L412,828${cuffs}` +
      'M456,340L530,340L530,420L493,434L456,420Z',
    stitches: 'M456,352L530,352',
    dots: buttonColumn(CX, 320, 770, 7, 6),
  };
}

function knitBody(back: boolean, neck: number): Node[] {
  return [
    [CX, back ? 240 : neck],
    [450, 214, 446, back ? 240 : neck],
    [598, 250],
    [686, 688, 662, 460],
    [682, 762],
    [626, 768],
    [620, 700],
    [598, 430],
    [606, 714, 614, 580],
    [596, 768],
    [CX, 768],
  ];
}

/** Rib bands shared by the knit and the cardigan: hem, both cuffs. */
function knitRibs(): { panels: string; lines: string } {
  const cuff = 'M622,700L686,688L682,762L626,768Z';
  return {
    panels: `M204,714L596,714L596,768L204,768Z${pair(cuff)}`,
    lines: ribs(216, 584, 720, 762, 14) + pair('M636,704L638,762M650,701L652,764M664,698L666,764'),
  };
}

function knit(back: boolean): Parts {
  const n = back ? 240 : 270;
  const rib = knitRibs();
  return {
    outline: sym(knitBody(back, n)),
    panels: `${rib.panels}M350,214Q354,${n} 400,${n}Q446,${n} 450,214L464,218Q458,${n + 22} 400,${n + 22}Q342,${n + 22} 336,218Z`,
    lines: `${rib.lines}M336,218Q342,${n + 22} 400,${n + 22}Q458,${n + 22} 464,218`,
    tag: back ? [CX, n + 32] : undefined,
  };
}

function cardigan(back: boolean): Parts {
  const rib = knitRibs();
  if (back) {
    return {
      outline: sym(knitBody(true, 240)),
      panels: rib.panels,
      lines: `${rib.lines}M350,214Q354,240 400,240Q446,240 450,214`,
      tag: [CX, 254],
    };
  }
  const band = 'M450,214L464,216L414,440L414,768L386,768L386,440L400,410Z';
  return {
    outline: sym(knitBody(false, 240)),
    panels: `${rib.panels}${band}${mirror(band)}`,
    inner: 'M350,214Q400,250 450,214L400,410Z',
    lines:
      `${rib.lines}M350,214Q400,250 450,214` +
      pair('M450,214L400,410M464,216L414,440L414,768') +
      pair('M440,560L540,560L540,660L440,660Z'),
    dots: buttonColumn(CX, 462, 700, 5, 6),
  };
}

function hoodie(back: boolean): Parts {
  const outline = sym([
    [CX, 148],
    [520, 176, 504, 148],
    [548, 250, 552, 200],
    [604, 268, 560, 262],
    [690, 690, 666, 470],
    [686, 766],
    [626, 772],
    [622, 704],
    [600, 436],
    [608, 712, 616, 580],
    [598, 772],
    [CX, 772],
  ]);
  const cuff = 'M622,704L690,690L686,766L626,772Z';
  const bands = `M202,712L598,712L598,772L202,772Z${pair(cuff)}`;
  const bandLines = ribs(214, 586, 718, 766, 14);
  if (back) {
    return {
      outline,
      panels: bands,
      lines: `${bandLines}M300,250Q316,404 400,466Q484,404 500,250M400,148L400,466`,
      stitches: 'M412,158L412,452',
    };
  }
  const opening = 'M400,318Q464,284 478,226Q480,184 400,182Q320,184 322,226Q336,284 400,318';
  return {
    outline,
    panels: bands,
    inner: `${opening}Z`,
    lines:
      `${bandLines}${opening}M382,312L374,452M418,312L426,452` +
      'M300,560L500,560Q512,650 556,712M300,560Q288,650 244,712',
    stitches:
      'M400,334Q478,298 494,224Q496,168 400,166Q304,168 306,224Q322,298 400,334M300,572L500,572',
    dots: [
      [374, 456, 5],
      [426, 456, 5],
    ],
  };
}

function coat(back: boolean): Parts {
  const outline = sym([
    [CX, back ? 232 : 240],
    [454, 212, 446, back ? 232 : 240],
    [598, 248],
    [668, 830, 650, 520],
    [604, 840],
    [592, 410],
    [612, 904],
    [CX, 908],
  ]);
  const cuffs = pair('M660,770L608,780');
  if (back) {
    return {
      outline,
      lines: `M340,220Q400,268 460,220M400,252L400,722L420,742L420,906${cuffs}M292,560L508,560`,
      stitches: 'M292,548L508,548M292,572L508,572',
      dots: [
        [300, 560, 6],
        [500, 560, 6],
      ],
      tag: [CX, 262],
    };
  }
  return {
    outline,
    panels: pair('M454,212L500,318L472,332L504,348L432,490L432,240Z'),
    lines:
      pair('M454,212L500,318L472,332L504,348L432,490') +
      `M432,490L432,906${cuffs}` +
      pair('M468,640L570,640L572,676L470,676Z'),
    stitches: 'M446,500L446,896',
    dots: [
      [412, 540, 8],
      [412, 660, 8],
      [412, 780, 8],
    ],
  };
}

function jacket(back: boolean): Parts {
  const outline = sym([
    [CX, back ? 232 : 248],
    [458, 212, 450, back ? 232 : 248],
    [604, 246],
    [690, 650, 668, 440],
    [630, 666],
    [602, 412],
    [610, 724],
    [CX, 724],
  ]);
  const cuffs = pair('M680,606L626,620');
  if (back) {
    return {
      outline,
      lines: `M344,218Q400,258 456,218M198,330Q400,342 602,330${cuffs}`,
      stitches: 'M198,342Q400,354 602,342M206,708L594,708',
      tag: [CX, 248],
    };
  }
  return {
    outline,
    lines:
      pair('M458,212L484,246L424,320L400,248') +
      `M400,248L400,724${cuffs}` +
      pair('M440,360L536,360L536,450L440,450ZM440,360L536,360L536,384L488,396L440,384Z') +
      pair('M430,520L556,520L556,650L430,650Z'),
    stitches: `${pair('M430,532L556,532')}M206,708L594,708`,
    dots: [...buttonColumn(412, 300, 690, 6, 7), [488, 392, 5], [312, 392, 5]],
  };
}

function pants(back: boolean): Parts {
  const outline = sym([
    [CX, 200],
    [560, 200],
    [588, 470, 584, 320],
    [614, 882],
    [462, 884],
    [CX, 448, 408, 456],
  ]);
  const band = 'M242,244L558,244';
  if (back) {
    return {
      outline,
      lines: `${band}M400,200L400,448M243,300Q400,280 557,300${pair('M456,350L536,350')}`,
      stitches: pair('M456,362L536,362'),
      dots: [
        [496, 330, 5],
        [304, 330, 5],
      ],
    };
  }
  return {
    outline,
    lines:
      `${band}M400,244L400,440M422,244L422,372Q422,400 400,408` +
      pair('M528,244L572,350') +
      pair('M478,200L478,250M540,200L540,250'),
    stitches: pair('M500,262L540,880'),
    dots: [[412, 222, 6]],
  };
}

function skirt(back: boolean): Parts {
  const outline = sym([
    [CX, 214],
    [514, 214],
    [516, 256],
    [648, 826, 598, 520],
    [CX, 846, 530, 852],
  ]);
  const band = 'M284,256L516,256';
  if (back) {
    return {
      outline,
      lines: `${band}M400,256L400,460M392,268L408,268L408,292L392,292Z`,
      stitches: 'M410,262L410,450',
    };
  }
  return {
    outline,
    lines: band + pair('M440,256L466,842M486,256L536,836M510,256L600,826'),
    stitches: 'M180,812Q400,840 620,812',
    dots: [[494, 235, 7]],
  };
}

function dress(back: boolean): Parts {
  const n = back ? 222 : 258;
  const outline = sym([
    [CX, n],
    [452, 198, 446, n],
    [544, 218],
    [604, 316, 580, 254],
    [564, 348],
    [540, 330],
    [524, 500, 534, 420],
    [664, 920, 590, 690],
    [CX, 936, 540, 944],
  ]);
  const waist = 'M276,500Q400,512 524,500';
  if (back) {
    return {
      outline,
      lines: `${waist}M400,${n}L400,580M348,198Q352,${n + 14} 400,${n + 14}Q448,${n + 14} 452,198`,
      stitches: 'M410,236L410,570',
      tag: [CX, n + 26],
    };
  }
  return {
    outline,
    lines:
      `${waist}M348,198Q352,${n + 14} 400,${n + 14}Q448,${n + 14} 452,198` +
      pair('M596,302L560,334'),
    folds: pair('M446,512Q456,720 470,926M496,508Q530,720 566,916'),
    stitches: 'M170,896Q400,930 630,896',
    dots: buttonColumn(CX, 300, 470, 4, 5),
  };
}

function bag(back: boolean): Parts {
  const handle =
    'M298,392Q300,150 400,150Q500,150 502,392L474,392Q472,180 400,180Q328,180 326,392Z';
  const outline = `${sym([
    [CX, 388],
    [592, 388],
    [626, 870],
    [CX, 870],
  ])}${handle}`;
  const hem = 'M206,430L594,430';
  const boxes = pair('M298,392L326,392L326,470L298,470ZM298,392L326,470M326,392L298,470');
  if (back) {
    return {
      outline,
      lines: hem + boxes,
      stitches: `${hem.replace(/430/g, '418')}M188,832L612,832`,
      tag: [560, 446],
    };
  }
  return {
    outline,
    lines: `${hem + boxes}M300,560L500,560L500,740L300,740Z`,
    stitches: `${hem.replace(/430/g, '418')}M300,574L500,574M188,832L612,832`,
  };
}

function cap(back: boolean): Parts {
  if (back) {
    const opening = 'M338,642Q338,556 400,556Q462,556 462,642';
    return {
      // Only the tips of the brim show behind the crown.
      outline: `M208,642Q196,402 400,392Q604,402 592,642Z${pair('M212,620L160,652L210,642Z')}`,
      lines: `M400,392L400,556${pair('M400,392Q292,420 282,642')}${opening}`,
      inner: `${opening}Z`,
      panels: 'M332,604L468,604L468,622L332,622Z',
      stitches: 'M326,642Q326,544 400,544Q474,544 474,642',
      dots: [
        [400, 392, 9],
        [400, 613, 6],
      ],
    };
  }
  // Front is a three-quarter view: a straight-on cap hides the brim, which is what makes it a cap.
  return {
    outline:
      'M110,646Q102,404 314,392Q486,396 496,600Q628,588 696,648Q670,700 500,676Q314,690 110,646Z',
    lines:
      'M314,392Q434,420 454,670M314,392Q286,500 298,670M314,392Q184,440 172,660' +
      'M496,600Q502,640 500,676',
    stitches: 'M510,614Q624,606 674,648M510,638Q614,636 656,668M120,628Q314,672 490,656',
    dots: [
      [314, 392, 9],
      [234, 474, 4],
      [390, 466, 4],
    ],
  };
}

const drawers: Record<GarmentKind, Drawer> = {
  tshirt,
  shirt,
  knit,
  cardigan,
  hoodie,
  coat,
  jacket,
  pants,
  skirt,
  dress,
  bag,
  cap,
};

/** Centre of the close-up crop for the 'detail' view: collar, pocket or hardware. */
const detailFocus: Record<GarmentKind, Point> = {
  tshirt: [430, 300],
  shirt: [440, 320],
  knit: [420, 290],
  cardigan: [440, 480],
  hoodie: [420, 330],
  coat: [450, 360],
  jacket: [470, 380],
  pants: [450, 300],
  skirt: [450, 320],
  dress: [430, 330],
  bag: [340, 470],
  cap: [500, 560],
};

/** Fine, low-contrast weave: twill for wovens, stitch chevrons for knits, grid for canvas. */
function texturePath(kind: GarmentKind): string {
  if (kind === 'knit' || kind === 'cardigan' || kind === 'hoodie') return 'M0,0L3,4L6,0';
  if (kind === 'bag' || kind === 'cap') return 'M0,3L6,3M3,0L3,6';
  return 'M0,6L6,0';
}

const HEX = /^#[0-9a-fA-F]{6}$/;

function checkColor(name: string, value: string): string {
  if (!HEX.test(value)) throw new Error(`garment-svg: ${name} must be a #rrggbb colour`);
  return value.toLowerCase();
}

/** Scales each channel towards black; factor 1 returns the colour unchanged. */
function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (shift: number) => Math.round(((n >> shift) & 255) * factor);
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, '0')}`;
}

function viewBox(kind: GarmentKind, view: GarmentView): string {
  if (view !== 'detail') return `0 0 ${W} ${H}`;
  const [fx, fy] = detailFocus[kind];
  const w = 320;
  const h = 400;
  const x = Math.min(Math.max(fx - w / 2, 0), W - w);
  const y = Math.min(Math.max(fy - h / 2, 0), H - h);
  return `${x} ${y} ${w} ${h}`;
}

/** Renders a 800×1000 (4:5) flat-lay product image as an SVG document string. */
export function renderGarmentSvg(spec: GarmentSpec, view: GarmentView): string {
  const drawer = drawers[spec.kind];
  if (!drawer) throw new Error(`garment-svg: unknown kind ${String(spec.kind)}`);
  if (view !== 'front' && view !== 'back' && view !== 'detail') {
    throw new Error(`garment-svg: unknown view ${String(view)}`);
  }
  const color = checkColor('color', spec.color);
  const accent = checkColor('accent', spec.accent);
  const bg = checkColor('background', spec.background);
  const p = drawer(view === 'back');
  const detail = view === 'detail';

  const defs =
    '<defs>' +
    `<path id="o" d="${p.outline}"/>` +
    '<filter id="s" x="-20%" y="-20%" width="140%" height="140%">' +
    '<feGaussianBlur stdDeviation="14"/></filter>' +
    '<linearGradient id="l" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#fff" stop-opacity=".12"/>' +
    '<stop offset="1" stop-color="#000" stop-opacity=".08"/></linearGradient>' +
    (detail
      ? '<pattern id="t" width="6" height="6" patternUnits="userSpaceOnUse">' +
        `<path d="${texturePath(spec.kind)}" fill="none" stroke="${accent}" ` +
        'stroke-width=".8" stroke-opacity=".35"/></pattern>'
      : '') +
    '</defs>';

  const body =
    `<rect width="${W}" height="${H}" fill="${bg}"/>` +
    `<use href="#o" fill="${shade(bg, 0.55)}" fill-opacity=".35" filter="url(#s)" transform="translate(8 16)"/>` +
    `<use href="#o" fill="${color}"/>` +
    (p.inner ? `<path d="${p.inner}" fill="${shade(color, 0.78)}"/>` : '') +
    (p.panels ? `<path d="${p.panels}" fill="${shade(color, 0.9)}"/>` : '') +
    '<use href="#o" fill="url(#l)"/>' +
    (detail ? '<use href="#o" fill="url(#t)"/>' : '') +
    `<g fill="none" stroke="${accent}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="${p.lines}"/>` +
    (p.folds ? `<path d="${p.folds}" stroke-width="2" stroke-opacity=".3"/>` : '') +
    (p.stitches
      ? `<path d="${p.stitches}" stroke-width="2" stroke-dasharray="5 6" stroke-opacity=".75"/>`
      : '') +
    '</g>' +
    (p.dots?.length
      ? `<g fill="${accent}">${p.dots.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}"/>`).join('')}</g>`
      : '') +
    (view === 'back' && p.tag
      ? `<rect x="${p.tag[0] - 14}" y="${p.tag[1]}" width="28" height="16" rx="2" fill="${accent}"/>`
      : '');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox(spec.kind, view)}" ` +
    `width="${W}" height="${H}" role="img">${defs}${body}</svg>`
  );
}
