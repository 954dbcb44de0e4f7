import {
  H,
  W,
  circle,
  darken,
  ellipse,
  group,
  leaf,
  lighten,
  line,
  mix,
  n,
  petalPath,
  rect,
  shape,
  type ArtSpec,
  type Canvas,
} from './artwork-kit';

const SPICES = ['#d99a1e', '#b3321c', '#8b4a24', '#7d8a45', '#3b302a', '#a67b45', '#c96a2b'];
const BOWLS = ['#f3efe8', '#2f2c2a', '#b5703f', '#c9a45c', '#e6ddd0'];

type Spot = [x: number, y: number, r: number];

function shadow(c: Canvas, shapes: string, dx = 14, dy = 18): string {
  const soft = { opacity: 0.32, filter: c.blur(10, 0.15), fill: '#1d140c' };
  return group({ transform: `translate(${dx} ${dy})`, ...soft }, shapes);
}

function table(c: Canvas): void {
  const wood = c.pal(0);
  c.add(rect(0, 0, W, H, c.linear([lighten(wood, 0.08), darken(wood, 0.12)], {}, 'diagonal')));
  let grain = '';
  for (let y = c.rng.range(80, 160); y < H; y += c.rng.range(150, 220)) grain += `M0 ${n(y)}H${W}`;
  c.add(line(grain, darken(wood, 0.25), 3, { opacity: 0.35 }));
  let fibres = '';
  for (let i = 0; i < 70; i++) {
    fibres += `M${n(c.rng.range(-100, W))} ${n(c.rng.range(0, H))}h${n(c.rng.range(80, 300))}`;
  }
  c.add(line(fibres, darken(wood, 0.15), 1.5, { opacity: 0.25 }));
}

function spiceBowl(c: Canvas, x: number, y: number, r: number, spice: string, bowl: string): void {
  c.add(shadow(c, circle(x, y, r, undefined)));
  c.add(circle(x, y, r, c.radial([bowl, darken(bowl, 0.2)], { at: [0.7, 1] })));
  c.add(circle(x, y, r * 0.84, darken(bowl, 0.25)));
  const mound = [lighten(spice, 0.25), spice, darken(spice, 0.35)];
  c.add(circle(x, y, r * 0.78, c.radial(mound, { at: [0, 0.7, 1] }, 0.42, 0.4, 0.6)));
  let specks = '';
  for (let i = 0; i < 40; i++) {
    const a = c.rng.range(0, Math.PI * 2);
    const d = Math.sqrt(c.rng.next()) * r * 0.7;
    specks += `M${n(x + Math.cos(a) * d)} ${n(y + Math.sin(a) * d)}h0.1`;
  }
  c.add(line(specks, darken(spice, 0.4), 4, { 'stroke-linecap': 'round', opacity: 0.5 }));
}

function starAnise(x: number, y: number, s: number, rot: number): string {
  let petals = '';
  for (let i = 0; i < 8; i++)
    petals += shape(petalPath(s, s * 0.5), undefined, { transform: `rotate(${i * 45})` });
  const look = { fill: '#6b3a22', stroke: '#3e2012', 'stroke-width': 2 };
  const at = `translate(${n(x)} ${n(y)}) rotate(${n(rot)})`;
  return group({ transform: at, ...look }, petals, circle(0, 0, s * 0.18, '#3e2012'));
}

/** A citrus wheel: rind, pith and juicy segments. */
export function citrus(c: Canvas, x: number, y: number, r: number, flesh: string): string {
  const count = 10;
  const [inner, outer] = [r * 0.1, r * 0.8];
  const p = (rad: number, a: number) => `${n(x + Math.cos(a) * rad)} ${n(y + Math.sin(a) * rad)}`;
  let seg = '';
  for (let i = 0; i < count; i++) {
    const a0 = (i / count) * Math.PI * 2 + 0.05;
    const a1 = ((i + 1) / count) * Math.PI * 2 - 0.05;
    seg += `M${p(inner, (a0 + a1) / 2)}L${p(outer, a0)}A${n(outer)} ${n(outer)} 0 0 1 ${p(outer, a1)}Z`;
  }
  const juice = { stroke: '#fbf3dc', 'stroke-width': r * 0.04, 'stroke-linejoin': 'round' };
  return (
    circle(x, y, r, darken(flesh, 0.1)) +
    circle(x, y, r * 0.9, '#fbf3dc') +
    shape(seg, c.radial([lighten(flesh, 0.45), flesh]), juice)
  );
}

function cup(c: Canvas, x: number, y: number, r: number, drink: string[], ceramic: string): void {
  const handle = rect(x + r * 0.9, y - r * 0.16, r * 0.6, r * 0.32, undefined, { rx: r * 0.16 });
  c.add(shadow(c, circle(x, y, r * 1.5, undefined) + handle, 18, 24));
  c.add(circle(x, y, r * 1.5, c.radial([ceramic, darken(ceramic, 0.12)], { at: [0.6, 1] })));
  c.add(circle(x, y, r * 1.08, darken(ceramic, 0.08)));
  c.add(group({ fill: ceramic }, handle));
  c.add(
    circle(x, y, r, lighten(ceramic, 0.3), { stroke: darken(ceramic, 0.1), 'stroke-width': 2 }),
  );
  c.add(circle(x, y, r * 0.88, c.radial(drink, {}, 0.45, 0.45, 0.55)));
  const sheen = { opacity: 0.35, transform: `rotate(-35 ${n(x)} ${n(y)})` };
  c.add(ellipse(x - r * 0.35, y - r * 0.4, r * 0.25, r * 0.08, '#ffffff', sheen));
}

/** Strews small things over the table, keeping clear of the given spots. */
function scatter(
  c: Canvas,
  count: number,
  avoid: Spot[],
  draw: (x: number, y: number, rot: number) => string,
) {
  let placed = 0;
  for (let tries = 0; tries < count * 8 && placed < count; tries++) {
    const x = c.rng.range(30, W - 30);
    const y = c.rng.range(30, H - 30);
    if (avoid.some(([ax, ay, ar]) => Math.hypot(x - ax, y - ay) < ar)) continue;
    c.add(draw(x, y, c.rng.range(0, 360)));
    placed += 1;
  }
}

const turned = (x: number, y: number, rot: number) =>
  `translate(${n(x)} ${n(y)}) rotate(${n(rot)})`;

function fruit(c: Canvas): void {
  const { rng } = c;
  c.add(rect(0, 0, W, H, c.pal(0)));
  const placed: Spot[] = [];
  for (let tries = 0; tries < 200 && placed.length < 11; tries++) {
    const r = rng.range(70, 130);
    const x = rng.range(r * 0.4, W - r * 0.4);
    const y = rng.range(r * 0.4, H - r * 0.4);
    if (placed.some(([px, py, pr]) => Math.hypot(x - px, y - py) < r + pr + 10)) continue;
    placed.push([x, y, r]);
    const flesh = c.pal(1 + (placed.length % (c.size - 1)));
    c.add(shadow(c, circle(x, y, r, undefined)));
    if (rng.chance(0.55)) {
      c.add(citrus(c, x, y, r, flesh));
    } else {
      const skin = [lighten(flesh, 0.35), flesh, darken(flesh, 0.2)];
      c.add(circle(x, y, r, c.radial(skin, { at: [0, 0.7, 1] }, 0.38, 0.35, 0.7)));
      c.add(
        leaf(x + r * 0.3, y - r * 0.8, r * 0.7, r * 0.35, rng.range(20, 70), '#4f7a3a', '#c8e0a8'),
      );
    }
  }
}

function spices(c: Canvas, seed: number): void {
  const { rng } = c;
  const avoid: Spot[] = [];
  const spots = [250, 280, 640, 250, 460, 560, 220, 840, 660, 830, 450, 1080];
  for (let i = 0; i < spots.length / 2; i++) {
    const r = rng.range(110, 135);
    const x = (spots[i * 2] ?? 0) + rng.range(-30, 30);
    const y = (spots[i * 2 + 1] ?? 0) + rng.range(-30, 30);
    avoid.push([x, y, r + 30]);
    const spice = mix(SPICES[(i + seed) % SPICES.length] ?? '#c96a2b', c.pal(1), 0.15);
    spiceBowl(c, x, y, r, spice, rng.pick(BOWLS));
  }
  scatter(c, 7, avoid, (x, y, rot) => starAnise(x, y, 26, rot));
  const bark = { rx: 11, stroke: '#5e3217', 'stroke-width': 2 };
  scatter(c, 4, avoid, (x, y, rot) =>
    rect(x - 70, y - 11, 140, 22, '#94552b', {
      ...bark,
      transform: `rotate(${n(rot)} ${n(x)} ${n(y)})`,
    }),
  );
  const chilli = shape(petalPath(100, 24, 14), '#a82818') + circle(0, 0, 9, '#4d6b2e');
  scatter(c, 5, avoid, (x, y, rot) => group({ transform: turned(x, y, rot) }, chilli));
  scatter(c, 40, avoid, (x, y) =>
    circle(x, y, rng.range(4, 7), rng.pick(['#2e2520', '#7d8a45', '#3b302a'])),
  );
}

export function paintStillLife(c: Canvas, spec: ArtSpec): void {
  const { rng } = c;
  const kind = spec.motif ?? 'spices';
  if (kind === 'wine') return paintWine(c);
  if (kind === 'fruit') return fruit(c);
  table(c);
  if (kind === 'spices') return spices(c, spec.seed);
  const cx = rng.range(380, 520);
  const cy = rng.range(520, 680);
  const ceramic = rng.pick(['#f5f1ea', '#e9e2d6', '#2f3134', '#c9d3d6']);
  if (kind === 'coffee') {
    cup(c, cx, cy, 130, ['#d8a46c', '#a8683a', '#5e3518', '#3d210f'], ceramic);
    const heart =
      `M${n(cx)} ${n(cy + 45)}C${n(cx - 95)} ${n(cy - 20)} ${n(cx - 40)} ${n(cy - 85)} ${n(cx)} ${n(cy - 35)}` +
      `C${n(cx + 40)} ${n(cy - 85)} ${n(cx + 95)} ${n(cy - 20)} ${n(cx)} ${n(cy + 45)}Z`;
    c.add(shape(heart, '#f4e6d2', { opacity: 0.92 }));
    const bean = ellipse(0, 0, 17, 12, '#4a2a18') + line('M-13 0C-5 -6 5 6 13 0', '#23130a', 2.5);
    scatter(c, 60, [[cx, cy, 250]], (x, y, rot) => group({ transform: turned(x, y, rot) }, bean));
    return;
  }
  cup(c, cx, cy, 130, ['#e7b766', '#c77f2c', '#8f4714'], ceramic);
  c.add(citrus(c, cx + 190, cy + 230, 60, '#e8c23a'));
  for (const [lx, ly, base] of [
    [150, 230, 30],
    [760, 1000, 200],
  ] as const) {
    for (let i = 0; i < 5; i++) {
      const [len, w] = [rng.range(110, 160), rng.range(45, 60)];
      const deg = base + i * 28 + rng.range(-8, 8);
      c.add(leaf(lx, ly, len, w, deg, mix('#4d7a3a', '#2f5a2a', rng.next()), '#d7e8c0'));
    }
  }
  const tea = petalPath(18, 7, 3);
  scatter(c, 45, [[cx, cy, 240]], (x, y, rot) =>
    shape(tea, '#3a2a18', { transform: turned(x, y, rot) }),
  );
}

function paintWine(c: Canvas): void {
  const { rng } = c;
  const bg = c.pal(-1);
  c.add(rect(0, 0, W, H, c.linear([lighten(bg, 0.08), darken(bg, 0.4)])));
  for (let i = 0; i < 14; i++) {
    const [x, y, r] = [rng.range(0, W), rng.range(60, 700), rng.range(20, 60)];
    const light = lighten(c.pal(1), 0.2);
    const bokeh = c.radial([light, light, light], { at: [0, 0.8, 1], alpha: [0.8, 1, 0] });
    c.add(circle(x, y, r, bokeh, { opacity: rng.range(0.12, 0.3) }));
  }
  const top = 880;
  c.add(rect(0, top, W, H - top, c.linear([darken(c.pal(0), 0.35), darken(c.pal(0), 0.65)])));
  const bx = rng.range(260, 330);
  const bottle =
    `M${bx - 62} ${top}V560C${bx - 62} 500 ${bx - 14} 480 ${bx - 12} 430V300H${bx + 12}V430` +
    `C${bx + 14} 480 ${bx + 62} 500 ${bx + 62} 560V${top}Z`;
  const glassGreen = ['#0d1f16', '#2d4a35', '#14281c', '#08130d'];
  c.add(shape(bottle, c.linear(glassGreen, { at: [0, 0.3, 0.45, 1] }, 'right')));
  c.add(rect(bx - 13, 300, 26, 70, darken(c.pal(2), 0.2)));
  c.add(rect(bx - 58, 640, 116, 120, lighten(c.pal(0), 0.55)));
  c.add(line(`M${bx - 35} 680h70M${bx - 25} 700h50M${bx - 30} 735h60`, darken(c.pal(2), 0.1), 3));
  c.add(line(`M${bx - 44} 570V860`, '#ffffff', 6, { opacity: 0.18, 'stroke-linecap': 'round' }));
  for (const [gx, level] of [
    [bx + 260, 0.55],
    [bx + 420, 0.35],
  ] as const) {
    const bowl = `M${gx - 68} 540C${gx - 74} 650 ${gx - 40} 720 ${gx} 722C${gx + 40} 720 ${gx + 74} 650 ${gx + 68} 540Z`;
    const clip = c.clip(rect(gx - 80, 722 - 182 * level, 160, 200, '#000'));
    c.add(shape(bowl, '#ffffff', { opacity: 0.06 }));
    const wine = c.linear([lighten(c.pal(2), 0.1), darken(c.pal(2), 0.35)]);
    c.add(group({ 'clip-path': clip }, shape(bowl, wine)));
    c.add(line(bowl, '#ffffff', 2, { opacity: 0.45 }));
    c.add(line(`M${gx - 50} 580Q${gx - 54} 650 ${gx - 30} 690`, '#ffffff', 5, { opacity: 0.35 }));
    c.add(rect(gx - 3, 720, 6, top - 726, '#ffffff', { opacity: 0.35 }));
    c.add(ellipse(gx, top - 4, 46, 8, '#ffffff', { opacity: 0.3 }));
  }
  const grape = [lighten(c.pal(2), 0.35), darken(mix(c.pal(2), '#3a1a4a', 0.4), 0.2)];
  const skin = c.radial(grape, {}, 0.35, 0.3, 0.7);
  for (let row = 0; row < 4; row++) {
    for (let i = 0; i < 5 - row; i++) {
      c.add(circle(bx - 175 + i * 26 + row * 13, top + 6 - row * 21, 15, skin));
    }
  }
}
