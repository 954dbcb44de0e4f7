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
  petalPath,
  pts,
  rect,
  shape,
  smooth,
  type ArtSpec,
  type Canvas,
} from './artwork-kit';
import { birds, mist, sun } from './artwork-styles';

function lotusFlower(c: Canvas, x: number, y: number, scale: number, petal: string): string {
  const tip = c.linear([petal, lighten(petal, 0.55), lighten(petal, 0.85)], { at: [0, 0.55, 1] });
  const edge = { stroke: darken(petal, 0.2), 'stroke-width': 1.4, 'stroke-opacity': 0.45 };
  let out = '';
  for (const [count, spread, len, width] of [
    [7, 150, 230, 118],
    [2, 200, 185, 96],
    [5, 95, 205, 112],
    [3, 42, 165, 100],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const deg = -spread / 2 + (spread * i) / (count - 1);
      const transform = `rotate(${n(deg * 0.55)}) scale(1 ${n(1 - Math.abs(deg) / 400)})`;
      out += shape(petalPath(len, width, -deg * 0.25), tip, { ...edge, transform });
    }
  }
  return group({ transform: `translate(${n(x)} ${n(y)}) scale(${n(scale)})` }, out);
}

function lilyPad(x: number, y: number, rx: number, color: string, rot: number): string {
  const ry = rx * 0.3;
  const a1 = (rot * Math.PI) / 180;
  const a2 = a1 + 0.45;
  const from = `${n(x + rx * Math.cos(a1))} ${n(y + ry * Math.sin(a1))}`;
  const to = `${n(x + rx * Math.cos(a2))} ${n(y + ry * Math.sin(a2))}`;
  const d = `M${n(x)} ${n(y)}L${from}A${n(rx)} ${n(ry)} 0 1 0 ${to}Z`;
  return shape(d, color, { stroke: darken(color, 0.25), 'stroke-width': 1.5 });
}

/** A mirrored copy of some shapes below a waterline, faded and clipped to the water. */
function reflect(c: Canvas, shapes: string, waterline: number, top: number, alpha: number) {
  const clip = c.clip(rect(0, top, W, H - top, '#000'));
  const transform = `translate(0 ${n(waterline * 2)}) scale(1 -1)`;
  c.add(group({ 'clip-path': clip, opacity: alpha, transform }, shapes));
}

export function paintLotus(c: Canvas): void {
  const { rng } = c;
  const waterY = rng.range(720, 790);
  const water = c.pal(-1);
  const sky = [c.pal(0), lighten(c.pal(1), 0.45), c.pal(1)];
  c.add(rect(0, 0, W, H, c.linear(sky, { at: [0, waterY / H, 1] })));
  sun(c, W / 2 + rng.range(-140, 140), rng.range(270, 360), rng.range(120, 160), c.pal(1), true);
  const pond = c.linear([mix(water, c.pal(0), 0.45), darken(water, 0.3)]);
  c.add(rect(0, waterY, W, H - waterY, pond));
  const fx = W / 2 + rng.range(-60, 60);
  const fy = waterY + 40;
  for (let i = 1; i < 7; i++) {
    const ripple = { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.22 - i * 0.025 };
    c.add(ellipse(fx, fy + 12, 90 * i, 12 * i, 'none', ripple));
  }
  const pads = rng.int(5, 8);
  for (let i = 0; i < pads; i++) {
    const px = rng.range(40, W - 40);
    const py = rng.range(waterY + 30, H - 40);
    if (Math.abs(px - fx) < 150 && py < fy + 120) continue;
    const rx = 60 + ((py - waterY) / (H - waterY)) * 110;
    c.add(lilyPad(px, py, rx, mix(c.pal(-2), c.pal(-1), rng.range(0, 0.35)), rng.range(0, 360)));
  }
  const petal = c.pal(2);
  reflect(c, lotusFlower(c, fx, fy, 1, petal), fy, fy, 0.22);
  c.add(lotusFlower(c, fx, fy, 1, petal));
  const bx = fx + (fx > W / 2 ? -1 : 1) * rng.range(230, 300);
  const stalk = `M${n(bx)} ${n(fy + 20)}Q${n(bx + 20)} ${n(fy - 60)} ${n(bx + 10)} ${n(fy - 140)}`;
  c.add(line(stalk, darken(c.pal(-1), 0.1), 5));
  c.add(lotusFlower(c, bx + 10, fy - 135, 0.32, petal));
}

function stupaShape(x: number, ground: number, body: string, stone: string): string {
  const db = ground - 66;
  let out = '';
  for (let i = 0; i < 3; i++) {
    const w = 560 - i * 60;
    const edge = { stroke: darken(stone, 0.2), 'stroke-width': 1 };
    out += rect(x - w / 2, ground - (i + 1) * 22, w, 22, stone, edge);
  }
  const dome =
    `M${n(x - 215)} ${n(db)}C${n(x - 230)} ${n(db - 190)} ${n(x - 115)} ${n(db - 280)} ${n(x)} ${n(db - 284)}` +
    `C${n(x + 115)} ${n(db - 280)} ${n(x + 230)} ${n(db - 190)} ${n(x + 215)} ${n(db)}Z`;
  out += shape(dome, body);
  const hb = db - 276;
  out += rect(x - 42, hb - 56, 84, 56, body) + rect(x - 50, hb - 64, 100, 10, stone);
  const spire = `M${n(x - 34)} ${n(hb - 64)}L${n(x - 5)} ${n(hb - 300)}h10L${n(x + 34)} ${n(hb - 64)}Z`;
  out += shape(spire, body);
  let rings = '';
  for (let yy = hb - 80; yy > hb - 280; yy -= 16) {
    const half = 5 + ((yy - (hb - 300)) / 236) * 29;
    rings += `M${n(x - half)} ${n(yy)}h${n(half * 2)}`;
  }
  return out + line(rings, stone, 2.5) + circle(x, hb - 306, 8, '#fff6d8');
}

export function paintStupa(c: Canvas): void {
  const { rng } = c;
  const ground = rng.range(820, 880);
  const glow = c.pal(1);
  const sky = [c.pal(0), lighten(glow, 0.25), glow];
  c.add(rect(0, 0, W, H, c.linear(sky, { at: [0, ground / H, 1] })));
  const x = W / 2 + rng.range(-40, 40);
  const sunX = x + rng.pick([-1, 1]) * rng.range(180, 260);
  sun(c, sunX, rng.range(230, 330), rng.range(55, 75), glow, rng.chance(0.4));
  birds(c, rng.range(150, 750), 200, rng.int(4, 7), darken(c.pal(-1), 0.2));
  const white = mix('#fbf7ef', glow, 0.12);
  const shaded = darken(mix(white, glow, 0.3), 0.18);
  const body = c.linear(['#ffffff', white, shaded], { at: [0, 0.45, 1] }, 'right');
  const stupa = stupaShape(x, ground, body, darken(mix(white, glow, 0.4), 0.12));
  c.add(stupa);
  const trees = darken(c.pal(-2), 0.15);
  for (const side of [-1, 1]) {
    for (let i = 0; i < 9; i++) {
      const tx = x + side * rng.range(330, 520);
      const r = rng.range(40, 90);
      c.add(circle(tx, ground - r * 0.6 - rng.range(0, 70), r, trees));
    }
  }
  c.add(rect(0, ground - 4, W, 34, darken(c.pal(-1), 0.2)));
  const waterTop = ground + 30;
  const tank = c.linear([mix(c.pal(-1), glow, 0.35), darken(c.pal(-1), 0.35)]);
  c.add(rect(0, waterTop, W, H - waterTop, tank));
  reflect(c, stupa, ground + 30, waterTop, 0.3);
  let ripples = '';
  for (let i = 0; i < 40; i++) {
    ripples += `M${n(rng.range(0, W))} ${n(rng.range(waterTop + 10, H))}h${n(rng.range(30, 120))}`;
  }
  c.add(line(ripples, lighten(glow, 0.4), 2, { opacity: 0.3 }));
  mist(c, ground - 20, 120, lighten(glow, 0.5), 0.35);
}

function bodhiLeaf(x: number, y: number, s: number, deg: number, fill: string): string {
  const v = (k: number) => n(s * k);
  const d =
    `M0 0C${v(-0.7)} ${v(0.1)} ${v(-0.8)} ${v(0.8)} ${v(-0.15)} ${v(1.15)}Q0 ${v(1.35)} 0 ${v(1.75)}` +
    `Q0 ${v(1.35)} ${v(0.15)} ${v(1.15)}C${v(0.8)} ${v(0.8)} ${v(0.7)} ${v(0.1)} 0 0Z`;
  return shape(d, fill, { transform: `translate(${n(x)} ${n(y)}) rotate(${n(deg)})` });
}

/** A seated figure in meditation, drawn as a calm silhouette centred on x. */
function seatedFigure(c: Canvas, x: number, robe: string): void {
  const fig = c.linear([lighten(robe, 0.15), robe]);
  const torso =
    `M${x} 508C${x - 50} 508 ${x - 105} 518 ${x - 122} 548C${x - 128} 600 ${x - 100} 650 ${x - 92} 770` +
    `L${x + 92} 770C${x + 100} 650 ${x + 128} 600 ${x + 122} 548C${x + 105} 518 ${x + 50} 508 ${x} 508Z`;
  const legs =
    `M${x - 245} 855C${x - 255} 795 ${x - 165} 758 ${x} 762C${x + 165} 758 ${x + 255} 795 ${x + 245} 855` +
    `C${x + 160} 884 ${x - 160} 884 ${x - 245} 855Z`;
  const parts = [
    ellipse(x, 430, 45, 55, undefined),
    ellipse(x, 374, 27, 21, undefined),
    shape(petalPath(24, 12), undefined, { transform: `translate(${x} 360)` }),
    ellipse(x - 45, 448, 9, 30, undefined),
    ellipse(x + 45, 448, 9, 30, undefined),
    rect(x - 19, 470, 38, 50, undefined),
    shape(torso, undefined),
    shape(legs, undefined),
  ];
  c.add(group({ fill: fig }, ...parts));
  const arm = (s: number) =>
    `M${x + s * 112} 552C${x + s * 140} 590 ${x + s * 152} 650 ${x + s * 150} 700` +
    `C${x + s * 148} 745 ${x + s * 100} 772 ${x + s * 36} 778`;
  const limb = { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' };
  c.add(line(arm(-1) + arm(1), fig, 44, limb));
  const fold = lighten(robe, 0.28);
  c.add(ellipse(x, 780, 52, 15, fold, { opacity: 0.75 }));
  const folds = `M${x - 112} 556Q${x - 10} 640 ${x + 90} 730M${x - 180} 842Q${x} 812 ${x + 180} 842`;
  c.add(line(folds, fold, 3, { opacity: 0.5 }));
}

export function paintBuddha(c: Canvas): void {
  const { rng } = c;
  const x = W / 2;
  c.add(rect(0, 0, W, H, c.linear([c.pal(0), mix(c.pal(0), c.pal(-1), 0.35)])));
  const halo = [lighten(c.pal(1), 0.5), c.pal(1), c.pal(1)];
  c.add(circle(x, 560, 470, c.radial(halo, { at: [0, 0.6, 1], alpha: [0.9, 0.35, 0] })));
  c.add(circle(x, 540, 250, lighten(c.pal(1), 0.35), { opacity: 0.85 }));
  for (let r = 280; r < 420; r += 36) {
    const ringStyle = { stroke: lighten(c.pal(1), 0.5), 'stroke-width': 2, opacity: 0.5 };
    c.add(circle(x, 540, r, 'none', ringStyle));
  }
  for (const side of [-1, 1]) {
    const branch = pts(x + side * 470, 40, x + side * 300, 90, x + side * 120, 70);
    c.add(line(smooth(branch), darken(c.pal(-1), 0.1), 6));
    for (let i = 0; i < 7; i++) {
      const t = i / 6;
      const [lx, ly] = [x + side * (450 - t * 320), 60 + Math.sin(t * Math.PI) * 30];
      const [size, deg] = [rng.range(42, 62), rng.range(-25, 25)];
      c.add(bodhiLeaf(lx, ly, size, deg, mix(c.pal(2), c.pal(-1), rng.range(0, 0.45))));
    }
  }
  seatedFigure(c, x, c.pal(-1));
  let petals = '';
  for (const [row, count, y, w] of [
    [0, 9, 905, 64],
    [1, 8, 915, 70],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const px = x + (i - (count - 1) / 2) * (row ? 58 : 54);
      const fill = row ? c.pal(-2) : lighten(c.pal(-2), 0.2);
      petals += shape(petalPath(row ? 62 : 78, w), fill, { transform: `translate(${n(px)} ${y})` });
    }
  }
  c.add(group({ stroke: darken(c.pal(-2), 0.2), 'stroke-width': 2 }, petals));
  const ground = [mix(c.pal(0), c.pal(-1), 0.45), mix(c.pal(0), c.pal(-1), 0.8)];
  c.add(rect(0, 912, W, H - 912, c.linear(ground)));
  const flameGlow = c.glow(lighten(c.pal(1), 0.4), 0.7, c.pal(1));
  for (let i = 0; i < 6; i++) {
    const side = i < 3 ? -1 : 1;
    const lx = x + side * (150 + (i % 3) * 105) + rng.range(-10, 10);
    const ly = 1010 + (i % 3) * 45;
    c.add(circle(lx, ly - 34, 60, flameGlow));
    c.add(
      shape(
        `M${n(lx - 34)} ${n(ly - 12)}Q${n(lx)} ${n(ly + 26)} ${n(lx + 34)} ${n(ly - 12)}Z`,
        '#8a4a2a',
      ),
    );
    c.add(shape(petalPath(30, 14), '#ffd27a', { transform: `translate(${n(lx)} ${n(ly - 12)})` }));
  }
}

export function paintStainedGlass(c: Canvas): void {
  const { rng } = c;
  const lead = '#1d1916';
  c.add(rect(0, 0, W, H, c.linear(['#4b433c', '#2b2521'])));
  let stones = '';
  for (let y = 0; y < H; y += 60) {
    for (let x = (y / 60) % 2 ? -60 : 0; x < W; x += 120) stones += `M${x} ${y}h120v60`;
  }
  c.add(line(stones, '#1f1a17', 2, { opacity: 0.5 }));
  const glass = (i: number) => lighten(c.pal(1 + (i % (c.size - 1))), rng.range(0, 0.25));
  const arch = `M150 1120V430A300 300 0 0 1 750 430V1120Z`;
  const clip = c.clip(shape(arch, '#000'));
  let panes = rect(0, 0, W, H, glass(0));
  const [cx, cy] = [W / 2, 420];
  const p = (r: number, a: number) => `${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}`;
  for (const [r0, r1, count] of [
    [80, 170, 12],
    [170, 300, 24],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const a0 = (i / count) * Math.PI * 2;
      const a1 = ((i + 1) / count) * Math.PI * 2;
      const d = `M${p(r0, a0)}L${p(r1, a0)}A${r1} ${r1} 0 0 1 ${p(r1, a1)}L${p(r0, a1)}A${r0} ${r0} 0 0 0 ${p(r0, a0)}Z`;
      panes += shape(d, glass(i + r0));
    }
  }
  panes += circle(cx, cy, 80, lighten(c.pal(0), 0.2));
  panes += shape(`M${cx - 12} ${cy - 62}h24v44h40v24h-40v64h-24v-64h-40v-24h40Z`, '#f7e7b0');
  const jit = () => rng.range(-8, 8);
  for (let i = 0; i < 3; i++) {
    for (let y = 740; y < 1120; y += 70) {
      for (let k = 0; k < 3; k++) {
        const xa = 175 + i * 190 + k * 50;
        const corners = [xa + jit(), y + jit(), xa + 50 + jit(), y + jit()];
        corners.push(xa + 50 + jit(), y + 70 + jit(), xa + jit(), y + 70 + jit());
        panes += shape(`M${corners.map(n).join(' ')}Z`, glass(rng.int(0, 9)));
      }
    }
  }
  c.add(
    group(
      { 'clip-path': clip, stroke: lead, 'stroke-width': 7, 'stroke-linejoin': 'round' },
      panes,
    ),
  );
  for (let i = 0; i < 3; i++) {
    const x0 = 170 + i * 190;
    c.add(line(`M${x0} 1120V780A75 75 0 0 1 ${x0 + 150} 780V1120`, lead, 12));
  }
  c.add(shape(arch, c.radial(['#ffffff', '#ffffff'], { alpha: [0.35, 0] }, 0.5, 0.35, 0.6)));
  c.add(line(arch, '#8c8176', 26) + line(arch, lead, 8));
  c.add(rect(110, 1120, 680, 40, '#8c8176'));
  c.add(
    shape(`M${W / 2 - 300} 1160L${W / 2 + 300} 1160L${W} ${H}L0 ${H}Z`, c.pal(1), {
      opacity: 0.15,
    }),
  );
}

export function pointedArch(x0: number, x1: number, spring: number, bottom: number): string {
  const w = x1 - x0;
  const r = w * 0.85;
  const apex = `${n((x0 + x1) / 2)} ${n(spring - Math.sqrt(r * r - (r - w / 2) ** 2))}`;
  const arc = `A${n(r)} ${n(r)} 0 0 1`;
  return `M${n(x0)} ${n(bottom)}V${n(spring)}${arc} ${apex}${arc} ${n(x1)} ${n(spring)}V${n(bottom)}Z`;
}

function octagram(h: number, r: number): string {
  const points = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8 - Math.PI / 2;
    const rr = i % 2 ? r * 0.765 : r;
    return `${n(h + Math.cos(a) * rr)} ${n(h + Math.sin(a) * rr)}`;
  });
  return `M${points.join('L')}Z`;
}

/** An eight-pointed star-and-cross tessellation inside a pointed mihrab arch. */
export function paintIslamic(c: Canvas): void {
  const bg = c.pal(-1);
  const gold = c.pal(0);
  const s = c.rng.pick([90, 100, 120]);
  const h = s / 2;
  const star = octagram(h, h * 0.98);
  const tile = c.uid('t');
  const inner = { stroke: gold, 'stroke-width': 1.5, transform: `rotate(22.5 ${h} ${h})` };
  const cells =
    rect(0, 0, s, s, bg) +
    shape(star, c.pal(1), { stroke: gold, 'stroke-width': 2.5 }) +
    shape(octagram(h, h * 0.5), c.pal(2), inner) +
    circle(h, h, s * 0.06, gold) +
    line(`M${h} 0v${n(s * 0.02)}M0 ${h}h${n(s * 0.02)}`, gold, 2);
  const area = { id: tile, width: s, height: s, patternUnits: 'userSpaceOnUse' };
  c.defs.push(el('pattern', { ...area, x: W / 2 - h, y: 80 }, cells));
  c.add(rect(0, 0, W, H, c.linear([darken(bg, 0.2), darken(bg, 0.45)])));
  const arch = pointedArch(130, W - 130, 470, 1110);
  c.add(line(pointedArch(100, W - 100, 470, 1140), gold, 6));
  c.add(shape(arch, `url(#${tile})`, { stroke: gold, 'stroke-width': 3 }));
  const shadow = c.radial(['#ffffff', '#000000'], { alpha: [0.12, 0.35] }, 0.5, 0.4, 0.7);
  c.add(shape(arch, shadow));
  for (const x of [60, W - 60]) {
    c.add(shape(star, gold, { transform: `translate(${x - h} ${60 - h})`, opacity: 0.85 }));
  }
}

/** A modernist grid of circles, half moons and blocks, in the spirit of Bauhaus posters. */
export function paintBauhaus(c: Canvas): void {
  const { rng } = c;
  const paper = lighten(c.pal(0), 0.4);
  c.add(rect(0, 0, W, H, paper));
  const m = 60;
  const cw = (W - 2 * m) / 3;
  const ch = (H - 2 * m) / 4;
  for (let j = 0; j < 4; j++) {
    for (let i = 0; i < 3; i++) {
      const x = m + i * cw;
      const y = m + j * ch;
      const col = c.pal(1 + rng.int(0, c.size - 2));
      const kind = rng.int(0, 4);
      const r = Math.min(cw, ch);
      const corner = rng.int(0, 3);
      const cell = c.clip(rect(x, y, cw, ch, '#000'));
      const ground = rng.chance(0.35) ? mix(paper, c.pal(1), 0.25) : paper;
      const motifs = [
        circle(x + (corner % 2) * cw, y + Math.floor(corner / 2) * ch, r, col),
        circle(x + cw / 2, y + ch / 2, r * 0.38, col),
        circle(x + cw / 2, corner < 2 ? y : y + ch, cw / 2, col),
        rect(x, y + ch / 2, cw, ch / 2, col),
        shape(`M${n(x)} ${n(y + ch)}L${n(x + cw)} ${n(y + ch)}L${n(x + cw)} ${n(y)}Z`, col),
      ];
      c.add(group({ 'clip-path': cell }, rect(x, y, cw, ch, ground), motifs[kind] ?? ''));
    }
  }
  c.add(rect(m, m, W - 2 * m, H - 2 * m, 'none', { stroke: c.pal(-1), 'stroke-width': 2 }));
}

export function paintGeometric(c: Canvas, spec: ArtSpec): void {
  if (spec.motif === 'islamic') paintIslamic(c);
  else paintBauhaus(c);
}
