import {
  Canvas,
  H,
  Rng,
  W,
  circle,
  darken,
  el,
  ellipse,
  leaf,
  lighten,
  line,
  mix,
  n,
  rect,
  shape,
  type ArtSpec,
} from './artwork-kit';

/** SVG fragments: gradients and filters for defs, and the shapes themselves. */
export interface Layer {
  defs: string;
  body: string;
}

const WALLS = ['#ece6dc', '#e3dccf', '#d8dccd', '#e9d9cb', '#dbe0e0', '#efe9e1'];
const SOFAS = ['#c9bca8', '#5f5f63', '#7b7f62', '#b47a5e', '#42506a', '#d9d2c4'];
const FRAMES = ['#1f1d1b', '#8a6a4a', '#f4f1ea', '#2b2724'];
const LEAVES = ['#46613f', '#557a4a', '#3a5236'];
const FLOOR_Y = 1045;

function nested(art: Layer, x: number, y: number, w: number, h: number, viewBox: string): string {
  const attrs = { x, y, width: w, height: h, viewBox, preserveAspectRatio: 'xMidYMid slice' };
  return el('svg', attrs, art.body);
}

const shade = (c: Canvas, col: string) => c.linear([lighten(col, 0.08), darken(col, 0.12)]);

function floorShadow(c: Canvas, halfWidth: number): void {
  const fill = c.radial(['#000', '#000'], { at: [0.5, 1], alpha: [0.3, 0] });
  c.add(ellipse(W / 2, FLOOR_Y + 20, halfWidth + 50, 34, fill));
}

function sofa(c: Canvas, fabric: string): void {
  const sx = 110;
  const sw = W - 2 * sx;
  floorShadow(c, sw / 2);
  for (const lx of [sx + 40, sx + sw - 52])
    c.add(rect(lx, FLOOR_Y - 20, 12, 46, '#3a2b20', { rx: 3 }));
  c.add(rect(sx + 40, 800, sw - 80, 150, shade(c, fabric), { rx: 34 }));
  c.add(rect(sx + 30, 915, sw - 60, 120, shade(c, darken(fabric, 0.04)), { rx: 26 }));
  for (const cx of [sx + 60, W / 2 + 4]) {
    c.add(rect(cx, 900, (sw - 120) / 2 - 4, 48, shade(c, lighten(fabric, 0.05)), { rx: 20 }));
  }
  for (const armX of [sx, sx + sw - 80]) {
    c.add(rect(armX, 860, 80, 175, shade(c, darken(fabric, 0.06)), { rx: 30 }));
  }
  const pillows = [sx + 150, 835, -8, sx + sw - 250, 835, 7, sx + 240, 848, 4];
  for (let i = 0; i < 3; i++) {
    const [px = 0, py = 0, rot = 0] = pillows.slice(i * 3, i * 3 + 3);
    const fill = shade(c, mix(c.pal(i + 1), fabric, 0.2));
    const transform = `rotate(${rot} ${px + 50} ${py + 50})`;
    c.add(rect(px, py, i === 2 ? 86 : 100, 96, fill, { rx: 22, transform }));
  }
}

/** A low wooden sideboard with a vase and a fruit bowl, for kitchen and dining pictures. */
function sideboard(c: Canvas): void {
  const { rng } = c;
  const wood = rng.pick(['#8a6446', '#a57c55', '#5e4634', '#c8b79f']);
  const x0 = 170;
  const w = W - 2 * x0;
  const top = 850;
  floorShadow(c, w / 2);
  for (const lx of [x0 + 24, x0 + w - 36])
    c.add(rect(lx, FLOOR_Y - 40, 12, 60, darken(wood, 0.45)));
  c.add(rect(x0, top, w, FLOOR_Y - 40 - top, shade(c, wood), { rx: 4 }));
  c.add(rect(x0 - 8, top - 12, w + 16, 14, darken(wood, 0.15), { rx: 3 }));
  for (let i = 0; i < 4; i++) {
    const dx = x0 + 12 + (i * (w - 24)) / 4;
    const dw = (w - 24) / 4 - 8;
    const door = { rx: 3, stroke: darken(wood, 0.25), 'stroke-width': 2 };
    c.add(rect(dx, top + 14, dw, FLOOR_Y - 80 - top, 'none', door));
    c.add(circle(dx + (i % 2 ? 14 : dw - 14), top + 70, 5, '#c9a45c'));
  }
  const vx = x0 + rng.range(60, 120);
  const vase = c.pal(rng.int(1, Math.max(1, c.size - 1)));
  for (let i = 0; i < 7; i++) {
    const deg = -40 + i * 13 + rng.range(-5, 5);
    const len = rng.range(110, 190);
    c.add(
      leaf(
        vx,
        top - 120,
        len,
        len * 0.28,
        deg,
        rng.pick(['#556f45', '#6b8a55', '#43593a']),
        '#d8e4c6',
      ),
    );
  }
  const vaseD =
    `M${n(vx - 30)} ${top - 12}C${n(vx - 55)} ${top - 70} ${n(vx - 30)} ${top - 110} ${n(vx - 12)} ${top - 125}` +
    `H${n(vx + 12)}C${n(vx + 30)} ${top - 110} ${n(vx + 55)} ${top - 70} ${n(vx + 30)} ${top - 12}Z`;
  c.add(shape(vaseD, shade(c, vase)));
  const bx = x0 + w - rng.range(110, 170);
  const bowl = `M${n(bx - 70)} ${top - 60}H${n(bx + 70)}Q${n(bx + 62)} ${top - 12} ${n(bx)} ${top - 12}Q${n(bx - 62)} ${top - 12} ${n(bx - 70)} ${top - 60}Z`;
  c.add(shape(bowl, shade(c, '#ece4d6')));
  for (const [ox, col] of [
    [-30, '#e89a3c'],
    [8, '#d9c23a'],
    [34, '#a8c54a'],
  ] as const) {
    c.add(circle(bx + ox, top - 66, 20, col));
  }
  c.add(shape(bowl, shade(c, '#ece4d6')));
}

function plantOrLamp(c: Canvas): void {
  const { rng } = c;
  if (rng.chance(0.55)) {
    const pot = `M20 ${FLOOR_Y - 110}L110 ${FLOOR_Y - 110}L98 ${FLOOR_Y + 12}L32 ${FLOOR_Y + 12}Z`;
    c.add(shape(pot, rng.pick(['#d6cdbf', '#8e5b3f', '#3d3a36'])));
    for (let i = 0; i < 14; i++) {
      const deg = -70 + (140 * i) / 13 + rng.range(-6, 6);
      const len = rng.range(140, 260);
      c.add(leaf(65, FLOOR_Y - 112, len, len * 0.32, deg, rng.pick(LEAVES), '#c9d8b8'));
    }
    return;
  }
  const lx = W - 60;
  c.add(rect(lx - 2, 560, 5, FLOOR_Y - 555, '#2c2722'));
  c.add(ellipse(lx, FLOOR_Y + 4, 40, 8, '#2c2722'));
  c.add(circle(lx, 530, 220, c.glow('#fff3d6', 0.6)));
  c.add(shape(`M${lx - 50} 560L${lx + 50} 560L${lx + 34} 480L${lx - 34} 480Z`, '#f2ead9'));
}

/** The artwork framed on a wall above a sofa or a sideboard, to judge its size in a room. */
export function roomMockup(spec: ArtSpec, art: Layer, seed: number): Layer {
  const rng = new Rng(seed ^ 0x5bd1e995);
  const c = new Canvas(rng, spec.palette, 'm');
  const wall = rng.pick(WALLS);
  const frame = rng.pick(FRAMES);
  c.add(rect(0, 0, W, H, c.linear([lighten(wall, 0.25), darken(wall, 0.08)], {}, 'diagonal')));
  const daylight = c.radial(['#ffffff', '#ffffff'], { alpha: [0.45, 0] }, 0.15, 0.1, 0.8);
  c.add(rect(0, 0, W, FLOOR_Y, daylight));
  c.add(rect(0, FLOOR_Y, W, H - FLOOR_Y, c.linear(['#a98461', '#7c5c40'])));
  for (let x = -40; x < W; x += rng.range(110, 170)) {
    c.add(line(`M${n(x)} ${FLOOR_Y}L${n(x - 90)} ${H}`, '#5e432d', 1.5, { opacity: 0.35 }));
  }
  c.add(rect(0, FLOOR_Y - 16, W, 18, lighten(wall, 0.5)));
  c.add(rect(0, FLOOR_Y + 2, W, 14, c.linear(['#000', '#000'], { alpha: [0.18, 0] })));
  const [aw, ax, ay] = [400, 250, 150];
  const ah = (aw * H) / W;
  const fw = frame === '#f4f1ea' ? 16 : 12;
  const [fx, fy, fW, fH] = [ax - fw, ay - fw, aw + fw * 2, ah + fw * 2];
  c.add(rect(fx + 10, fy + 18, fW, fH, '#1a140e', { opacity: 0.35, filter: c.blur(12, 0.1) }));
  c.add(rect(fx, fy, fW, fH, frame) + rect(fx, fy, fW, fw, '#ffffff', { opacity: 0.12 }));
  c.add(nested(art, ax, ay, aw, ah, `0 0 ${W} ${H}`));
  c.add(rect(ax, ay, aw, ah, 'none', { stroke: '#000', 'stroke-width': 2, opacity: 0.25 }));
  const dining: readonly string[] = ['stillLife', 'cafe', 'poster'];
  if (dining.includes(spec.style)) sideboard(c);
  else sofa(c, rng.pick(SOFAS));
  plantOrLamp(c);
  return { defs: art.defs + c.defs.join(''), body: c.body.join('') };
}

/** A close-up crop of the artwork with a faint canvas weave, as if photographed up close. */
export function closeUp(spec: ArtSpec, art: Layer, seed: number): Layer {
  const rng = new Rng(seed ^ 0x27d4eb2f);
  const scale = rng.range(0.45, 0.6);
  const [vw, vh] = [W * scale, H * scale];
  const vx = rng.range(0.1, 0.9) * (W - vw);
  const vy = rng.range(0.2, 0.85) * (H - vh);
  const c = new Canvas(rng, spec.palette, 'z');
  c.add(nested(art, 0, 0, W, H, [vx, vy, vw, vh].map((v) => v.toFixed(1)).join(' ')));
  const weave = c.uid('w');
  const threads =
    line('M0 1.5H6M0 4.5H6', '#fff', 1.2, { opacity: 0.5 }) +
    line('M1.5 0V6M4.5 0V6', '#000', 1, { opacity: 0.35 });
  c.defs.push(
    el('pattern', { id: weave, width: 6, height: 6, patternUnits: 'userSpaceOnUse' }, threads),
  );
  c.add(rect(0, 0, W, H, `url(#${weave})`, { opacity: 0.22 }));
  c.add(rect(0, 0, W, H, c.radial(['#000', '#000'], { at: [0.55, 1], alpha: [0, 0.35] })));
  return { defs: art.defs + c.defs.join(''), body: c.body.join('') };
}
