import {
  H,
  W,
  circle,
  darken,
  ellipse,
  fillBelow,
  group,
  leaf,
  lighten,
  line,
  mix,
  n,
  onCurve,
  petalPath,
  pts,
  rect,
  ridge,
  ring,
  shape,
  smooth,
  type ArtSpec,
  type Canvas,
  type Point,
} from './artwork-kit';

/** A glowing sun (or a pale moon) with a soft halo. */
export function sun(c: Canvas, x: number, y: number, r: number, color: string, moon = false): void {
  c.add(circle(x, y, r * (moon ? 3 : 4.5), c.glow(lighten(color, 0.5), moon ? 0.35 : 0.6, color)));
  c.add(circle(x, y, r, lighten(color, moon ? 0.8 : 0.55)));
}

/** A few distant birds in flight. */
export function birds(c: Canvas, x: number, y: number, count: number, color: string): void {
  let d = '';
  for (let i = 0; i < count; i++) {
    const bx = x + c.rng.range(-110, 110);
    const by = y + c.rng.range(-60, 60);
    const s = c.rng.range(6, 11);
    const wing = `q${n(s / 2)} ${n(-s / 2)} ${n(s)} 0`;
    d += `M${n(bx - s)} ${n(by)}${wing}${wing}`;
  }
  c.add(line(d, color, 2, { opacity: 0.7 }));
}

/** A soft band of mist lying across the canvas. */
export function mist(c: Canvas, y: number, h: number, color: string, strength: number): void {
  const fill = c.linear([color, color, color], { alpha: [0, strength, 0] });
  c.add(rect(-20, y - h / 2, W + 40, h, fill));
}

export function paintLandscape(c: Canvas, spec: ArtSpec): void {
  const { rng } = c;
  const top = c.pal(0);
  const glow = c.pal(1);
  const horizon = rng.range(520, 620);
  const skyColors = [top, mix(top, glow, 0.45), lighten(glow, 0.3), glow];
  c.add(rect(0, 0, W, H, c.linear(skyColors, { at: [0, 0.3, horizon / H, 1] })));
  const sx = rng.range(0.25, 0.75) * W;
  sun(c, sx, horizon - rng.range(60, 220), rng.range(50, 85), glow, spec.motif === 'moon');
  birds(c, W - sx, horizon - 280, rng.int(3, 6), darken(c.pal(-1), 0.2));
  const haze = lighten(mix(glow, top, 0.35), 0.45);
  const layers = rng.int(5, 7);
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = horizon - 50 + (1060 - horizon) * t ** 1.15;
    const crest = ridge(rng, base, 140 - 90 * t, 1.2 - 0.8 * t);
    const color = mix(haze, mix(c.pal(2), c.pal(-1), t), 0.3 + 0.7 * t ** 0.8);
    c.add(shape(fillBelow(crest), color));
    if (spec.motif === 'rock' && i === 1)
      sigiriya(c, horizon, darken(mix(color, '#9a5f3c', 0.45), 0.08));
    if (spec.motif === 'tea' && i >= layers - 2) teaRows(c, crest, color);
    if (i < layers - 1) mist(c, base + 40, 170, haze, 0.55 - 0.3 * t);
  }
}

function sigiriya(c: Canvas, horizon: number, color: string): void {
  const x = c.rng.range(0.4, 0.6) * W;
  const top = horizon - 130;
  const base = horizon + 260;
  const outline = pts(
    ...[x - 215, base, x - 168, base - 130, x - 150, top + 150, x - 152, top + 70],
    ...[x - 132, top + 18, x - 70, top - 2, x + 30, top - 8, x + 105, top + 6],
    ...[x + 138, top + 40, x + 150, top + 130, x + 175, base - 170, x + 250, base],
  );
  const d = `${smooth(outline)}Z`;
  c.add(shape(d, color));
  const light = c.linear(['#ffffff', '#ffffff', '#000000'], { alpha: [0.22, 0, 0.3] }, 'right');
  c.add(shape(d, light));
  let strata = '';
  for (let i = 0; i < 7; i++) {
    const y = top + 50 + i * 38 + c.rng.range(-8, 8);
    const bow = `${n(c.rng.range(-14, 14))} 340 ${n(c.rng.range(-10, 10))}`;
    strata += `M${n(x - 170)} ${n(y)}q170 ${bow}`;
  }
  const marks = line(strata, darken(color, 0.3), 2, { opacity: 0.18 });
  c.add(group({ 'clip-path': c.clip(shape(d, color)) }, marks));
  let canopy = '';
  for (let tx = x - 120; tx < x + 110; tx += c.rng.range(8, 14)) {
    canopy += circle(tx, top + 4 + Math.abs(tx - x) * 0.05, c.rng.range(5, 9), undefined);
  }
  c.add(group({ fill: darken(mix(color, '#4a5a3a', 0.5), 0.15) }, canopy));
}

function teaRows(c: Canvas, crest: readonly Point[], color: string): void {
  const clip = c.clip(shape(fillBelow(crest), '#000'));
  let rows = '';
  for (let k = 1; k < 16; k++) {
    rows += smooth(crest.map(([x, y], i) => [x, y + k * 28 + Math.sin(i * 0.7 + k) * 4] as const));
  }
  const bushes = { 'stroke-linecap': 'round', 'stroke-dasharray': '16 7' };
  const sheen = { transform: 'translate(0 -6)', opacity: 0.6 };
  c.add(
    group(
      { 'clip-path': clip },
      line(rows, darken(color, 0.22), 15, bushes),
      line(rows, lighten(color, 0.15), 3, sheen),
    ),
  );
  for (let i = 0; i < 5; i++) {
    const [x, y] = crest[c.rng.int(2, crest.length - 3)] ?? [W / 2, H / 2];
    const h = c.rng.range(70, 120);
    const tree = darken(color, 0.35);
    c.add(line(`M${n(x)} ${n(y + 30)}V${n(y + 30 - h)}`, tree, 3));
    c.add(ellipse(x, y + 30 - h, h * 0.22, h * 0.38, tree));
  }
}

function palm(c: Canvas, x: number, y: number, h: number, lean: number, color: string): void {
  const crown: Point = [x + lean, y - h];
  const bend: Point = [x + lean * 0.15, y - h * 0.55];
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= 12; i++) {
    const p = onCurve([x, y], bend, crown, i / 12);
    const w = 13 - (7 * i) / 12;
    left.push([p.x - w, p.y]);
    right.unshift([p.x + w, p.y]);
  }
  c.add(shape(`${smooth(left)}L${smooth(right).slice(1)}Z`, color));
  const [tx, ty] = crown;
  let d = '';
  for (const base of [-205, -178, -150, -120, -92, -60, -32, -6, 20]) {
    const a = ((base + c.rng.range(-6, 6)) * Math.PI) / 180;
    const flat = Math.abs(Math.cos(a));
    const len = c.rng.range(200, 260) * (0.55 + 0.45 * flat);
    const sag = len * (0.2 + 0.45 * flat) * c.rng.range(0.85, 1.15);
    const fall = 0.2 + 0.7 * flat;
    const p1: Point = [tx + Math.cos(a) * len * 0.55, ty + Math.sin(a) * len * 0.55];
    const p2: Point = [tx + Math.cos(a) * len, ty + Math.sin(a) * len + sag];
    d += `M${n(tx)} ${n(ty)}Q${n(p1[0])} ${n(p1[1])} ${n(p2[0])} ${n(p2[1])}`;
    for (let j = 3; j < 22; j++) {
      const t = j / 22;
      const p = onCurve(crown, p1, p2, t);
      const gl = Math.hypot(p.dx, p.dy) || 1;
      const l = len * (0.12 + 0.2 * flat) * Math.sin(Math.PI * (0.2 + 0.8 * t)) + 5;
      for (const side of [-1, 1]) {
        const nx = (-p.dy / gl) * side * 0.6 + (p.dx / gl) * 0.6;
        const ny = (p.dx / gl) * side * 0.6 + (p.dy / gl) * 0.6 + fall;
        const nl = Math.hypot(nx, ny) || 1;
        d += `M${n(p.x)} ${n(p.y)}l${n((nx / nl) * l)} ${n((ny / nl) * l)}`;
      }
    }
  }
  c.add(line(d, color, 2.6, { 'stroke-linecap': 'round' }));
  for (const [dx, dy] of pts(-14, 14, 6, 18, 18, 6, -4, 2))
    c.add(circle(tx + dx, ty + dy, 11, color));
}

export function paintCoast(c: Canvas): void {
  const { rng } = c;
  const horizon = rng.range(560, 660);
  const glow = c.pal(1);
  const sky = c.linear([c.pal(0), lighten(glow, 0.35), glow], { at: [0, horizon / H, 1] });
  c.add(rect(0, 0, W, H, sky));
  for (let i = 0; i < 5; i++) {
    const [cx, cy] = [rng.range(0, W), rng.range(120, horizon - 160)];
    const [rx, ry] = [rng.range(120, 260), rng.range(14, 30)];
    c.add(ellipse(cx, cy, rx, ry, c.glow(lighten(glow, 0.7), 0.6, lighten(glow, 0.6))));
  }
  const sx = rng.range(0.3, 0.7) * W;
  sun(c, sx, horizon - rng.range(30, 170), rng.range(55, 80), glow);
  const sea = [mix(c.pal(2), glow, 0.35), c.pal(2), darken(c.pal(2), 0.3)];
  c.add(rect(0, horizon, W, H - horizon, c.linear(sea, { at: [0, 0.35, 1] })));
  let glitter = '';
  for (let i = 0; i < 34; i++) {
    const gy = horizon + 4 + (i / 34) ** 1.6 * 380;
    const half = 18 + (gy - horizon) * 0.35 * rng.range(0.3, 1);
    glitter += `M${n(sx - half + rng.range(-20, 20))} ${n(gy)}h${n(half * rng.range(0.6, 2))}`;
  }
  c.add(line(glitter, lighten(glow, 0.6), 3, { 'stroke-linecap': 'round', opacity: 0.55 }));
  for (let i = 0; i < 6; i++) {
    const swell = ridge(rng, horizon + 80 + i * 55, 6 + i * 2, 1.5);
    c.add(line(smooth(swell), '#ffffff', 1.5 + i * 0.4, { opacity: 0.18 }));
  }
  const shore = ridge(rng, rng.range(960, 1010), 40, 0.6).map(
    ([x, y]) => [x, y + x * 0.08] as const,
  );
  const wet = shore.map(([x, y]) => [x, y - 18] as const);
  c.add(shape(fillBelow(wet), lighten(c.pal(2), 0.45), { opacity: 0.6 }));
  c.add(shape(fillBelow(shore), c.linear([lighten(c.pal(3), 0.15), darken(c.pal(3), 0.1)])));
  c.add(line(smooth(shore), '#ffffff', 5, { opacity: 0.7 }));
  const dark = darken(c.pal(-1), 0.15);
  const side = rng.chance(0.5) ? 1 : -1;
  const px = side > 0 ? rng.range(90, 180) : W - rng.range(90, 180);
  palm(c, px, H + 20, rng.range(640, 760), side * rng.range(90, 160), dark);
  if (rng.chance(0.6)) {
    palm(c, px + side * 120, H + 20, rng.range(420, 520), side * rng.range(40, 90), dark);
  }
}

function colourField(c: Canvas): void {
  const { rng } = c;
  c.add(rect(0, 0, W, H, c.linear([c.pal(-1), darken(c.pal(-1), 0.25)])));
  const blocks = rng.int(2, 3);
  const gap = 40;
  let y = 70;
  for (let i = 0; i < blocks; i++) {
    const h = ((H - 140 - gap * (blocks - 1)) / blocks) * rng.range(0.8, 1.2);
    const col = c.pal(i + (blocks === 2 ? 1 : 0));
    const fill = c.linear([lighten(col, 0.1), darken(col, 0.08)]);
    const soft = { rx: 14, filter: c.blur(9, 0.08), opacity: 0.95 };
    c.add(rect(70, y, W - 140, Math.min(h, H - 70 - y), fill, soft));
    y += h + gap;
  }
  let strokes = '';
  for (let i = 0; i < 120; i++) {
    const sy = rng.range(60, H - 60);
    strokes += `M${n(rng.range(60, 400))} ${n(sy)}h${n(rng.range(150, 420))}`;
  }
  c.add(line(strokes, '#ffffff', rng.range(1, 3), { opacity: 0.05 }));
}

export function paintAbstract(c: Canvas, spec: ArtSpec): void {
  const { rng } = c;
  const kind = spec.motif ?? rng.pick(['arches', 'blobs', 'field'] as const);
  if (kind === 'field') return colourField(c);
  const paper = lighten(c.pal(0), 0.5);
  c.add(rect(0, 0, W, H, paper));
  if (kind === 'arches') {
    const cx = rng.range(0.4, 0.6) * W;
    const baseY = rng.range(880, 960);
    const sunColor = mix(c.pal(1), paper, 0.1);
    c.add(circle(rng.range(0.3, 0.7) * W, rng.range(270, 360), rng.range(70, 100), sunColor));
    const bands = Math.min(4, c.size - 1);
    let r = rng.range(340, 380);
    for (let i = 0; i < bands; i++) {
      const bw = r / (bands + 1.2);
      const outer = `M${n(cx - r)} ${n(baseY)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(baseY)}`;
      const inner = `L${n(cx + r - bw)} ${n(baseY)}A${n(r - bw)} ${n(r - bw)} 0 0 0 ${n(cx - r + bw)} ${n(baseY)}Z`;
      c.add(shape(outer + inner, c.pal(1 + ((bands - 1 - i) % (c.size - 1)))));
      r -= bw + 6;
    }
    c.add(rect(0, baseY, W, H - baseY, darken(paper, 0.06)));
    c.add(line(`M0 ${n(baseY)}H${W}`, c.pal(-1), 3));
    return;
  }
  const blobs = rng.int(4, 6);
  const turn = rng.range(0, Math.PI * 2);
  for (let i = 0; i < blobs; i++) {
    const a = turn + (i / blobs) * Math.PI * 2;
    const cx = W / 2 + Math.cos(a) * rng.range(120, 220);
    const cy = H / 2 + Math.sin(a) * rng.range(160, 320);
    const r = rng.range(120, 220);
    const outline = ring(cx, cy, r, 8, rng.range(0, 6)).map(
      ([x, y]) => [x + rng.range(-r, r) * 0.3, y + rng.range(-r, r) * 0.3] as const,
    );
    c.add(shape(smooth(outline, true), c.pal(1 + (i % (c.size - 1))), { opacity: 0.9 }));
  }
  for (let i = 0; i < 3; i++) {
    const r = rng.range(60, 200);
    const x = rng.range(100, W - 100);
    const y = rng.range(150, H - 150);
    c.add(line(`M${n(x - r)} ${n(y)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}`, c.pal(-1), 3));
  }
  const dx = rng.range(150, 650);
  const dy = rng.range(200, 1000);
  for (let i = 0; i < 25; i++) {
    c.add(circle(dx + (i % 5) * 22, dy + Math.floor(i / 5) * 22, 4, c.pal(-1)));
  }
}

export function paintWaves(c: Canvas): void {
  const { rng } = c;
  c.add(rect(0, 0, W, H, lighten(c.pal(0), 0.3)));
  sun(c, rng.range(0.3, 0.7) * W, rng.range(170, 260), rng.range(60, 90), c.pal(1));
  const bands = rng.int(9, 12);
  for (let i = 0; i < bands; i++) {
    const t = i / (bands - 1);
    const crest = ridge(rng, 360 + t * 820, 55 - 25 * t, 0.5, 30);
    const scaled = t * (c.size - 1);
    const from = Math.floor(scaled);
    const color = mix(c.pal(from), c.pal(Math.min(from + 1, c.size - 1)), scaled - from);
    const body = [lighten(color, 0.08), color, darken(color, 0.2)];
    c.add(shape(fillBelow(crest), c.linear(body, { at: [0, 0.25, 1] })));
    c.add(line(smooth(crest), lighten(color, 0.55), 2.5, { opacity: 0.7 }));
  }
}

export function paintBotanical(c: Canvas, spec: ArtSpec): void {
  const { rng } = c;
  const paper = lighten(c.pal(0), 0.35);
  c.add(rect(0, 0, W, H, paper));
  const ax = rng.range(150, 220);
  const r = W / 2 - ax;
  const arch = `M${n(ax)} 1080V${n(ax + 260)}A${n(r)} ${n(r)} 0 0 1 ${n(W - ax)} ${n(ax + 260)}V1080Z`;
  c.add(shape(arch, c.pal(1), { opacity: 0.55 }));
  const kind = spec.motif ?? rng.pick(['fern', 'eucalyptus', 'palm'] as const);
  const stems = rng.int(3, 5);
  const root: Point = [W / 2 + rng.range(-30, 30), 1010];
  for (let s = 0; s < stems; s++) {
    const spread = (s / (stems - 1) - 0.5) * 2;
    const tipX = root[0] + spread * rng.range(220, 300);
    const tip: Point = [tipX, rng.range(240, 420) + Math.abs(spread) * 120];
    const ctrl: Point = [root[0] + spread * 40, (root[1] + tip[1]) / 2];
    const stem = `M${n(root[0])} ${root[1]}Q${n(ctrl[0])} ${n(ctrl[1])} ${n(tip[0])} ${n(tip[1])}`;
    c.add(line(stem, darken(c.pal(-1), 0.1), 3));
    const count = kind === 'eucalyptus' ? 16 : 13;
    for (let j = 2; j <= count; j++) {
      const t = j / (count + 0.5);
      const p = onCurve(root, ctrl, tip, t);
      const heading = (Math.atan2(p.dy, p.dx) * 180) / Math.PI + 90;
      const color = mix(c.pal(2), c.pal(-2), rng.next());
      const size = 1 - t * 0.55;
      for (const dir of [-1, 1]) {
        if (kind === 'eucalyptus') {
          const rr = 26 * size + 8;
          const a = (heading + dir * 90 - 90) * (Math.PI / 180);
          const at = [p.x + Math.cos(a) * rr, p.y + Math.sin(a) * rr] as const;
          c.add(ellipse(at[0], at[1], rr, rr * 0.85, color, { opacity: 0.92 }));
        } else if (kind === 'palm') {
          c.add(leaf(p.x, p.y, 150 * size + 40, 22, heading + dir * 62, color, paper));
        } else {
          const deg = heading + dir * (50 + rng.range(-8, 8));
          c.add(leaf(p.x, p.y, 85 * size + 30, 34 * size + 12, deg, color, paper));
        }
      }
    }
    const tipDeg = (Math.atan2(tip[1] - ctrl[1], tip[0] - ctrl[0]) * 180) / Math.PI + 90;
    c.add(leaf(tip[0], tip[1], 50, 20, tipDeg, c.pal(2), paper));
  }
  const [rx] = root;
  const vase =
    `M${n(rx - 80)} 990C${n(rx - 120)} 1060 ${n(rx - 90)} 1130 ${n(rx - 60)} 1140` +
    `H${n(rx + 60)}C${n(rx + 90)} 1130 ${n(rx + 120)} 1060 ${n(rx + 80)} 990Z`;
  c.add(shape(vase, c.linear([lighten(c.pal(-1), 0.2), c.pal(-1)], {}, 'right')));
  c.add(rect(0, 1140, W, 60, darken(paper, 0.06)));
}

export function paintMandala(c: Canvas, spec: ArtSpec): void {
  const { rng } = c;
  const chalk = spec.motif === 'kolam';
  const bg = c.pal(-1);
  const cx = W / 2;
  const cy = H / 2;
  c.add(rect(0, 0, W, H, c.radial([lighten(bg, 0.12), darken(bg, 0.3)], {}, 0.5, 0.5, 0.75)));
  const ink = chalk ? '#f6efe2' : lighten(c.pal(0), 0.2);
  if (chalk) {
    let dots = '';
    for (let y = 60; y < H; y += 60) {
      for (let x = 30 + ((y / 60) % 2) * 30; x < W; x += 60) dots += `M${x} ${y}h0.1`;
    }
    c.add(line(dots, ink, 6, { 'stroke-linecap': 'round', opacity: 0.35 }));
  }
  let r = 400;
  let index = 0;
  while (r > 50) {
    const count = rng.pick([8, 12, 16, 24]);
    const len = rng.range(55, 85);
    const width = Math.min(((2 * Math.PI * r) / count) * 1.15, len * 0.9);
    const fill = chalk ? 'none' : c.pal(index % Math.max(1, c.size - 1));
    const petal = petalPath(len, width);
    let petals = '';
    for (let i = 0; i < count; i++) {
      const deg = (360 * i) / count + (index % 2) * (180 / count);
      const transform = `rotate(${n(deg)} ${cx} ${cy}) translate(${cx} ${n(cy - r + len)})`;
      petals += shape(petal, undefined, { transform });
    }
    const ringStyle = { fill, stroke: ink, 'stroke-width': chalk ? 4 : 1.6 };
    c.add(group({ ...ringStyle, 'stroke-linejoin': 'round' }, petals));
    const dotR = Math.max(3, len * 0.07);
    const phase = -Math.PI / 2 + (index % 2) * (Math.PI / count);
    const dots = ring(cx, cy, r + dotR * 2.2, count, phase).map(([x, y]) =>
      circle(x, y, dotR, ink),
    );
    c.add(dots.join(''));
    const guide = { stroke: ink, 'stroke-width': chalk ? 3 : 1.2, opacity: 0.8 };
    c.add(circle(cx, cy, r - len - 8, 'none', guide));
    r -= len + rng.range(12, 24);
    index += 1;
  }
  c.add(circle(cx, cy, 34, chalk ? 'none' : c.pal(1), { stroke: ink, 'stroke-width': 3 }));
  c.add(circle(cx, cy, 10, ink));
  if (!chalk) {
    const sheen = c.radial(['#ffffff', '#ffffff'], { at: [0.7, 1], alpha: [0, 0.08] });
    c.add(circle(cx, cy, 470, sheen));
  }
}
