import {
  H,
  W,
  circle,
  darken,
  el,
  ellipse,
  group,
  lighten,
  line,
  mix,
  n,
  rect,
  shape,
  type ArtSpec,
  type Canvas,
} from './artwork-kit';
import { citrus } from './artwork-dining';

/** The ground-floor café of a building: striped awning, glowing window and door. */
function cafeFront(c: Canvas, x: number, bw: number, facade: string, glow: string): void {
  const warm = c.pal(1);
  const awning = 690;
  let stripes = '';
  for (let sx = x; sx < x + bw; sx += 40)
    stripes += rect(sx, awning, 20, 70, lighten(c.pal(3), 0.6));
  c.add(rect(x, awning, bw, 70, c.pal(3)) + stripes);
  let scallop = `M${n(x)} ${awning + 70}`;
  for (let sx = x; sx < x + bw; sx += 40) scallop += `a20 20 0 0 0 40 0`;
  c.add(shape(`${scallop}V${awning + 60}H${n(x)}Z`, c.pal(3)));
  c.add(rect(x + 30, 790, bw - 140, 180, c.linear([lighten(warm, 0.45), warm])));
  const frame = { stroke: darken(facade, 0.4), 'stroke-width': 5 };
  c.add(rect(x + bw - 90, 790, 60, 210, lighten(warm, 0.2), frame));
  c.add(ellipse(x + bw / 2, 1080, bw * 0.8, 90, glow, { opacity: 0.8 }));
}

export function paintCafe(c: Canvas): void {
  const { rng } = c;
  const street = 1000;
  const warm = c.pal(1);
  const night = [darken(c.pal(-1), 0.3), c.pal(-1), mix(c.pal(-1), warm, 0.3)];
  c.add(rect(0, 0, W, H, c.linear(night, { at: [0, 0.7, 1] })));
  c.add(circle(rng.range(120, 780), 110, 34, '#f4ecd6'));
  const glow = c.glow(warm, 0.7);
  let x = -20;
  let building = 0;
  while (x < W) {
    const bw = rng.range(260, 380);
    const top = rng.range(170, 330);
    const facade = darken(mix(c.pal(2), c.pal(-1), rng.range(0, 0.35)), 0.15);
    c.add(rect(x, top, bw, street - top, facade));
    c.add(rect(x - 6, top - 14, bw + 12, 16, darken(facade, 0.25)));
    for (let wy = top + 40; wy < 620; wy += 120) {
      for (let wx = x + 35; wx + 60 < x + bw - 20; wx += 95) {
        const lit = rng.chance(0.55);
        const pane = lit ? c.linear([lighten(warm, 0.3), warm]) : darken(facade, 0.35);
        c.add(
          rect(wx, wy, 56, 82, pane, { rx: 4, stroke: darken(facade, 0.4), 'stroke-width': 4 }),
        );
      }
    }
    if (building === 1 || (building === 0 && x + bw > W / 2)) {
      cafeFront(c, x, bw, facade, glow);
      building = 2;
    } else if (building === 0) building = 1;
    x += bw;
  }
  c.add(rect(0, street, W, H - street, c.linear([darken(c.pal(2), 0.5), darken(c.pal(-1), 0.5)])));
  for (const sag of [rng.range(80, 120), rng.range(60, 100)]) {
    const y0 = rng.range(380, 470);
    const y1 = rng.range(380, 470);
    let d = '';
    let bulbs = '';
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      const bx = -10 + t * (W + 20);
      const by = y0 + (y1 - y0) * t + sag * 4 * t * (1 - t);
      d += `${i === 0 ? 'M' : 'L'}${n(bx)} ${n(by)}`;
      bulbs += circle(bx, by + 10, 22, glow) + circle(bx, by + 10, 5, '#fff5cf');
    }
    c.add(line(d, '#1a1512', 2) + bulbs);
  }
  const ink = darken(c.pal(-1), 0.55);
  for (let i = 0; i < 3; i++) {
    const tx = 150 + i * 300 + rng.range(-30, 30);
    const ty = 1060 + rng.range(-15, 25);
    const bistro = [ellipse(tx, ty, 62, 11, undefined), rect(tx - 4, ty, 8, 90, undefined)];
    c.add(group({ fill: ink }, ...bistro, ellipse(tx, ty + 92, 30, 6, undefined)));
    for (const side of [-1, 1]) {
      const chx = tx + side * 95;
      const seat = `M${chx - 22} ${ty + 30}h44M${chx - 20} ${ty + 30}l-4 72M${chx + 20} ${ty + 30}l4 72`;
      const back = `M${chx + side * 20} ${ty + 30}V${ty - 40}`;
      c.add(line(seat + back, ink, 6, { 'stroke-linecap': 'round' }));
    }
  }
}

/** The picture in the middle of a poster's sunburst badge. */
function emblem(c: Canvas, motif: string, x: number, y: number, ink: string, accent: string) {
  const outline = { stroke: ink, 'stroke-width': 8, 'stroke-linejoin': 'round' };
  const puff = `c-20 -30 20 -50 0 -80`;
  const steam = line(
    `M${x - 40} ${y - 150}${puff}M${x} ${y - 160}${puff}M${x + 40} ${y - 150}${puff}`,
    ink,
    8,
    { 'stroke-linecap': 'round' },
  );
  const bowl = shape(
    `M${x - 150} ${y - 40}H${x + 150}A150 150 0 0 1 ${x - 150} ${y - 40}Z`,
    accent,
    outline,
  );
  if (motif === 'wine' || motif === 'cocktail') {
    const glass =
      motif === 'wine'
        ? `M${x - 80} ${y - 140}C${x - 90} ${y - 20} ${x - 40} ${y + 30} ${x} ${y + 32}` +
          `C${x + 40} ${y + 30} ${x + 90} ${y - 20} ${x + 80} ${y - 140}Z`
        : `M${x - 130} ${y - 130}L${x + 130} ${y - 130}L${x} ${y + 30}Z`;
    const stem = `M${x} ${y + 30}V${y + 170}M${x - 70} ${y + 175}H${x + 70}`;
    const garnish = motif === 'cocktail' ? citrus(c, x + 110, y - 140, 42, '#e8c23a') : '';
    return (
      shape(glass, accent, outline) + line(stem, ink, 12, { 'stroke-linecap': 'round' }) + garnish
    );
  }
  if (motif === 'curry') {
    const rice = shape(
      `M${x - 120} ${y - 40}A120 80 0 0 1 ${x + 120} ${y - 40}Z`,
      '#fbf3dc',
      outline,
    );
    return rice + bowl + line(`M${x - 100} ${y + 10}H${x + 100}`, ink, 5, { opacity: 0.6 }) + steam;
  }
  if (motif === 'noodles') {
    const sticks = `M${x - 110} ${y - 200}L${x + 150} ${y - 90}M${x - 130} ${y - 170}L${x + 150} ${y - 70}`;
    const noodles = `M${x - 120} ${y - 40}q20 -30 40 0t40 0t40 0t40 0t40 0t40 0`;
    return (
      line(sticks, ink, 9, { 'stroke-linecap': 'round' }) + bowl + line(noodles, ink, 6) + steam
    );
  }
  if (motif === 'fish') {
    const body =
      `M${x - 160} ${y}C${x - 80} ${y - 110} ${x + 60} ${y - 100} ${x + 110} ${y}` +
      `C${x + 60} ${y + 100} ${x - 80} ${y + 110} ${x - 160} ${y}Z`;
    const tail = `M${x + 100} ${y}L${x + 180} ${y - 70}L${x + 165} ${y}L${x + 180} ${y + 70}Z`;
    const scales = [-60, -20, 20].map((dx) => `M${x + dx} ${y - 50}q25 50 0 100`).join('');
    return (
      shape(body + tail, accent, outline) + circle(x - 100, y - 15, 11, ink) + line(scales, ink, 5)
    );
  }
  const cupBody = `M${x - 120} ${y - 110}H${x + 120}L${x + 95} ${y + 60}Q${x} ${y + 90} ${x - 95} ${y + 60}Z`;
  return (
    shape(cupBody, accent, outline) +
    line(`M${x + 112} ${y - 70}c70 -10 70 90 -10 95`, ink, 14) +
    ellipse(x, y + 85, 170, 20, accent, outline) +
    steam
  );
}

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function label(text: string, y: number, font: string, size: number, spacing: number, ink: string) {
  const type = { 'font-family': font, 'font-size': size, 'letter-spacing': spacing };
  const weight = font === 'serif' ? 'bold' : undefined;
  const attrs = { x: W / 2, y, 'text-anchor': 'middle', ...type, 'font-weight': weight, fill: ink };
  return el('text', attrs, escapeText(text));
}

export function paintPoster(c: Canvas, spec: ArtSpec): void {
  const paper = lighten(c.pal(0), 0.3);
  const ink = c.pal(-1);
  c.add(rect(0, 0, W, H, paper));
  const cx = W / 2;
  const cy = 620;
  const p = (a: number) => `${n(cx + Math.cos(a) * 900)} ${n(cy + Math.sin(a) * 900)}`;
  let rays = '';
  for (let i = 0; i < 36; i += 2) {
    rays += `M${cx} ${cy}L${p((i / 36) * Math.PI * 2)}L${p(((i + 1) / 36) * Math.PI * 2)}Z`;
  }
  const badge = c.clip(circle(cx, cy, 330, undefined));
  c.add(circle(cx, cy, 330, c.pal(1)));
  c.add(shape(rays, lighten(c.pal(1), 0.25), { 'clip-path': badge }));
  c.add(circle(cx, cy, 330, 'none', { stroke: ink, 'stroke-width': 8 }));
  c.add(circle(cx, cy, 312, 'none', { stroke: ink, 'stroke-width': 2 }));
  c.add(emblem(c, spec.motif ?? 'coffee', cx, cy + 60, ink, c.pal(2)));
  c.add(rect(40, 40, W - 80, H - 80, 'none', { stroke: ink, 'stroke-width': 6 }));
  c.add(rect(58, 58, W - 116, H - 116, 'none', { stroke: ink, 'stroke-width': 2 }));
  if (spec.title) {
    const size = Math.min(120, (700 / spec.title.length - 6) / 0.85);
    c.add(label(spec.title, 215, 'serif', size, 6, ink));
  }
  if (spec.caption) {
    const half = (spec.caption.length * 29) / 2 + 30;
    c.add(line(`M110 1050H${n(cx - half)}M${n(cx + half)} 1050H${W - 110}`, ink, 3));
    c.add(label(spec.caption, 1062, 'sans-serif', 34, 8, ink));
  }
}
