/** The kinds of picture the renderer can paint. */
export const ART_STYLES = [
  'landscape',
  'coast',
  'abstract',
  'waves',
  'botanical',
  'mandala',
  'geometric',
  'lotus',
  'stupa',
  'buddha',
  'stainedGlass',
  'stillLife',
  'cafe',
  'poster',
] as const;
export type ArtStyle = (typeof ART_STYLES)[number];

/** A style-specific subject; each style reads the motifs it knows and ignores the rest. */
export type ArtMotif =
  | 'tea'
  | 'rock'
  | 'moon'
  | 'arches'
  | 'blobs'
  | 'field'
  | 'palm'
  | 'eucalyptus'
  | 'fern'
  | 'kolam'
  | 'islamic'
  | 'bauhaus'
  | 'spices'
  | 'coffee'
  | 'fruit'
  | 'wine'
  | 'noodles'
  | 'curry'
  | 'cocktail'
  | 'fish';

/**
 * How to draw one picture. The palette (3 to 5 hex colours) runs from light to dark: styles
 * take the first colours for sky, paper or light and the last ones for ink and foreground.
 */
export interface ArtSpec {
  style: ArtStyle;
  palette: readonly string[];
  seed: number;
  motif?: ArtMotif;
  /** A short word or two for posters. */
  title?: string;
  caption?: string;
}

/** Canvas size of every artwork, in SVG user units (and pixels). */
export const W = 900;
export const H = 1200;

/** A tiny deterministic PRNG (mulberry32), so one seed always paints the same picture. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  }
}

/** Formats a number for SVG with one decimal at most. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

type AttrValue = string | number | undefined;

/** Builds one SVG element; numbers are rounded, undefined attributes are left out. */
export function el(tag: string, attrs: Record<string, AttrValue>, inner = ''): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    const text =
      typeof value === 'number' ? n(value) : value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    out += ` ${key}="${text}"`;
  }
  return inner ? `${out}>${inner}</${tag}>` : `${out}/>`;
}

function rgb(hex: string): [number, number, number] {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? clean.replace(/./g, (c) => c + c) : clean.padEnd(6, '0');
  const value = Number.parseInt(full.slice(0, 6), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  const part = (i: 0 | 1 | 2) => Math.round(ca[i] + (cb[i] - ca[i]) * t);
  return `#${[part(0), part(1), part(2)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#000000', t);

export interface Fade {
  /** Stop offsets (0..1); evenly spread when left out. */
  at?: readonly number[];
  /** Stop opacities; opaque when left out. */
  alpha?: readonly number[];
}

const DIRECTIONS = { down: [0, 1], right: [1, 0], diagonal: [1, 1] } as const;

/** What a style paints into: defs and body fragments, a PRNG and the palette. */
export class Canvas {
  readonly defs: string[] = [];
  readonly body: string[] = [];
  private count = 0;
  private readonly blurs = new Map<string, string>();

  constructor(
    readonly rng: Rng,
    private readonly palette: readonly string[],
    private readonly prefix: string,
  ) {}

  /** The i-th palette colour, wrapping around; negative i counts from the end. */
  pal(i: number): string {
    const len = this.palette.length;
    return this.palette[((i % len) + len) % len] ?? '#888888';
  }

  get size(): number {
    return this.palette.length;
  }

  uid(name: string): string {
    this.count += 1;
    return `${this.prefix}${name}${this.count}`;
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  /** A linear gradient over the shape's box, top to bottom unless told otherwise. */
  linear(colors: readonly string[], fade: Fade = {}, to: keyof typeof DIRECTIONS = 'down'): string {
    const id = this.uid('l');
    const [x2, y2] = DIRECTIONS[to];
    this.defs.push(el('linearGradient', { id, x1: 0, y1: 0, x2, y2 }, stops(colors, fade)));
    return `url(#${id})`;
  }

  radial(colors: readonly string[], fade: Fade = {}, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.uid('r');
    this.defs.push(el('radialGradient', { id, cx, cy, r }, stops(colors, fade)));
    return `url(#${id})`;
  }

  /** A soft radial glow: the colour at the given opacity in the middle, clear at the rim. */
  glow(color: string, alpha: number, rim = color): string {
    return this.radial([color, rim], { alpha: [alpha, 0] });
  }

  /** A Gaussian blur; margin is the filter region around the shape's box, as a fraction of it. */
  blur(sd: number, margin = 0.5): string {
    const key = `${sd}:${margin}`;
    const known = this.blurs.get(key);
    if (known) return known;
    const id = this.uid('b');
    const inner = el('feGaussianBlur', { stdDeviation: sd });
    const region = { x: -margin, y: -margin, width: 1 + 2 * margin, height: 1 + 2 * margin };
    this.defs.push(el('filter', { id, ...region }, inner));
    const url = `url(#${id})`;
    this.blurs.set(key, url);
    return url;
  }

  clip(shape: string): string {
    const id = this.uid('c');
    this.defs.push(el('clipPath', { id }, shape));
    return `url(#${id})`;
  }
}

function stops(colors: readonly string[], { at, alpha }: Fade): string {
  const last = Math.max(1, colors.length - 1);
  return colors
    .map((color, i) =>
      el('stop', { offset: at?.[i] ?? i / last, 'stop-color': color, 'stop-opacity': alpha?.[i] }),
    )
    .join('');
}

export type Attrs = Record<string, AttrValue>;

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string | undefined,
  more: Attrs = {},
) => el('rect', { x, y, width: w, height: h, fill, ...more });

export const circle = (
  cx: number,
  cy: number,
  r: number,
  fill: string | undefined,
  more: Attrs = {},
) => el('circle', { cx, cy, r, fill, ...more });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string | undefined,
  more: Attrs = {},
) => el('ellipse', { cx, cy, rx, ry, fill, ...more });

/** A filled path. */
export const shape = (d: string, fill: string | undefined, more: Attrs = {}) =>
  el('path', { d, fill, ...more });

/** A stroked, unfilled path. */
export const line = (d: string, stroke: string, width: number, more: Attrs = {}) =>
  el('path', { d, fill: 'none', stroke, 'stroke-width': width, ...more });

export const group = (attrs: Attrs, ...children: string[]) => el('g', attrs, children.join(''));

/** Points from a flat list of coordinates. */
export function pts(...flat: number[]): Point[] {
  const points: Point[] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) points.push([flat[i] ?? 0, flat[i + 1] ?? 0]);
  return points;
}

export type Point = readonly [number, number];

/** A smooth path through the points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: readonly Point[], closed = false): string {
  const count = points.length;
  if (count < 2) return '';
  const at = (i: number): Point => {
    const index = closed ? (i + count) % count : Math.max(0, Math.min(count - 1, i));
    return points[index] ?? [0, 0];
  };
  const [sx, sy] = at(0);
  let d = `M${n(sx)} ${n(sy)}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return closed ? `${d}Z` : d;
}

/** A point and its direction on a quadratic Bézier curve. */
export function onCurve(p0: Point, p1: Point, p2: Point, t: number) {
  const u = 1 - t;
  return {
    x: u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
    y: u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
    dx: 2 * u * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]),
    dy: 2 * u * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]),
  };
}

/** A rolling ridge line across the canvas: a sum of sines with seeded phases. */
export function ridge(rng: Rng, base: number, amp: number, roughness: number, steps = 24): Point[] {
  const waves = [1, 2.3, 5.1, 11].map((f, i) => ({
    f,
    a: amp / (1 + i * roughness * 1.6) / (i === 0 ? 1 : 1.4),
    p: rng.range(0, Math.PI * 2),
  }));
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = -20 + ((W + 40) * i) / steps;
    const t = x / W;
    const y = waves.reduce((sum, w) => sum + w.a * Math.sin(t * w.f * Math.PI + w.p), base);
    points.push([x, y]);
  }
  return points;
}

/** Closes a ridge line down to the bottom edge of the canvas. */
export function fillBelow(line: readonly Point[], bottom = H + 10): string {
  return `${smooth(line)}L${W + 20} ${bottom}L-20 ${bottom}Z`;
}

/** A pointed petal (or leaf) with its base at the origin, pointing up, length len. */
export function petalPath(len: number, width: number, bend = 0): string {
  const w = width / 2;
  return (
    `M0 0C${n(w + bend)} ${n(-len * 0.25)} ${n(w * 0.7 + bend)} ${n(-len * 0.75)} ${n(bend)} ${n(-len)}` +
    `C${n(-w * 0.7 + bend)} ${n(-len * 0.75)} ${n(-w + bend)} ${n(-len * 0.25)} 0 0Z`
  );
}

/** A leaf placed at (x, y), rotated by deg, with a fine midrib. */
export function leaf(
  x: number,
  y: number,
  len: number,
  w: number,
  deg: number,
  fill: string | undefined,
  rib: string,
) {
  const midrib = `M0 0Q${n(w * 0.08)} ${n(-len * 0.5)} 0 ${n(-len * 0.96)}`;
  return group(
    { transform: `translate(${n(x)} ${n(y)}) rotate(${n(deg)})` },
    shape(petalPath(len, w, w * 0.08), fill),
    line(midrib, rib, Math.max(0.8, w * 0.04), { opacity: 0.55 }),
  );
}

/** Points spread around a circle. */
export function ring(cx: number, cy: number, r: number, count: number, phase = 0): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const a = phase + (i / count) * Math.PI * 2;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as const;
  });
}
