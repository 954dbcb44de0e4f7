import type { WallScene } from '@wallart/domain/rules';

/**
 * The room scenes of "View on a wall", drawn for the shop in inches: x from the wall's left
 * edge, y down from the top of the wall shown, the floor at y = WALL_HEIGHT_IN. Each scene
 * states the real size of its furniture (`spec`), which the print is drawn against.
 */
export const WALL_WIDTH_IN = 150;
/** An 8 ft wall, floor to ceiling. */
export const WALL_HEIGHT_IN = 96;
/** The strip of floor drawn under the wall. */
export const FLOOR_DEPTH_IN = 12;
const CENTRE = WALL_WIDTH_IN / 2;

/** The y of a height from the floor. */
const up = (inches: number) => WALL_HEIGHT_IN - inches;

export interface DrawnScene {
  spec: WallScene;
  /** The switcher's name for it. */
  label: string;
  wall: string;
  floor: string;
  /** The furniture and what stands beside it, in inches. */
  Furniture: () => React.JSX.Element;
}

const SOFA = { body: '#8f9a88', deep: '#7b8675', light: '#a3ad9c' };
/** The sofa's two throw pillows, from its left end, each turned a little about its middle. */
const PILLOWS = [
  { x: 11, top: 29, width: 11, height: 10, fill: '#c98f6f', turn: -6, about: 16 },
  { x: 62, top: 28.5, width: 10.5, height: 9.5, fill: '#e9e1d2', turn: 5, about: 67 },
];

function LivingRoom() {
  const left = CENTRE - 42;
  return (
    <g>
      <ellipse cx={CENTRE} cy={up(0) + 0.6} rx={46} ry={1.6} fill="#000" opacity={0.08} />
      {/* Side table with a plant, left of the sofa. */}
      <rect x={14} y={up(22)} width={16} height={1.6} rx={0.5} fill="#7a5a43" />
      <rect x={21} y={up(20.4)} width={2} height={20.4} fill="#6a4d39" />
      <rect x={16} y={up(0.8)} width={12} height={0.8} rx={0.4} fill="#6a4d39" />
      <path
        d={`M18.5 ${up(22)} L19.5 ${up(29)} L24.5 ${up(29)} L25.5 ${up(22)} Z`}
        fill="#b5552b"
        opacity={0.85}
      />
      {[
        [-5, 40, -30],
        [0, 44, 0],
        [5, 39, 28],
        [-2, 36, -12],
        [3, 35, 14],
      ].map(([dx = 0, top = 0, tilt = 0]) => (
        <ellipse
          key={`${dx}-${top}`}
          cx={22 + dx}
          cy={up((top + 29) / 2)}
          rx={2.2}
          ry={(top - 29) / 2}
          fill="#5f7a5a"
          opacity={0.9}
          transform={`rotate(${tilt} ${22 + dx} ${up(29)})`}
        />
      ))}
      {/* Floor lamp, right of the sofa. */}
      <rect x={129.4} y={up(56)} width={1.2} height={56} fill="#2e2a27" />
      <ellipse cx={130} cy={up(0.5)} rx={5} ry={0.8} fill="#2e2a27" />
      <path
        d={`M124 ${up(52)} L126.5 ${up(63)} L133.5 ${up(63)} L136 ${up(52)} Z`}
        fill="#f4eee3"
      />
      <path d={`M124 ${up(52)} L136 ${up(52)}`} stroke="#d9d0c2" strokeWidth={0.4} />
      {/* An 84 in sofa: legs, base, back, arms, cushions. */}
      <rect x={left + 4} y={up(4)} width={2} height={4} fill="#4a3b2f" />
      <rect x={left + 78} y={up(4)} width={2} height={4} fill="#4a3b2f" />
      <rect x={left} y={up(17)} width={84} height={13} rx={2} fill={SOFA.deep} />
      <rect x={left + 6} y={up(34)} width={72} height={18} rx={3.5} fill={SOFA.body} />
      <rect x={left + 7.5} y={up(32)} width={34} height={13} rx={3} fill={SOFA.light} />
      <rect x={left + 42.5} y={up(32)} width={34} height={13} rx={3} fill={SOFA.light} />
      <rect x={left + 7} y={up(20)} width={34.6} height={7} rx={1.8} fill={SOFA.light} />
      <rect x={left + 42.4} y={up(20)} width={34.6} height={7} rx={1.8} fill={SOFA.light} />
      <rect x={left} y={up(25)} width={8} height={21} rx={3.5} fill={SOFA.body} />
      <rect x={left + 76} y={up(25)} width={8} height={21} rx={3.5} fill={SOFA.body} />
      {PILLOWS.map((pillow) => (
        <rect
          key={pillow.x}
          x={left + pillow.x}
          y={up(pillow.top)}
          width={pillow.width}
          height={pillow.height}
          rx={2}
          fill={pillow.fill}
          transform={`rotate(${pillow.turn} ${left + pillow.about} ${up(24)})`}
        />
      ))}
    </g>
  );
}

function DiningRoom() {
  const left = CENTRE - 36;
  // A chair seen from the side: back leg rising into a gently raked back, seat, front leg.
  const chair = (x: number, facing: 1 | -1) => {
    const back = facing === 1 ? x + 1 : x + 15;
    const front = facing === 1 ? x + 14 : x + 2;
    const rake = -facing * 1.5;
    return (
      <g stroke="#3f3a35" strokeLinecap="round" fill="none">
        <path
          d={`M${back} ${up(0)} L${back} ${up(18)} L${back + rake} ${up(36)}`}
          strokeWidth={1.4}
        />
        <path d={`M${front} ${up(0)} L${front} ${up(17)}`} strokeWidth={1.3} />
        <path d={`M${x} ${up(17.6)} L${x + 16} ${up(17.6)}`} strokeWidth={1.6} />
        <path
          d={`M${back + rake * 0.55} ${up(28)} L${back + rake * 0.95} ${up(34.5)}`}
          strokeWidth={2.6}
        />
      </g>
    );
  };
  return (
    <g>
      <ellipse cx={CENTRE} cy={up(0) + 0.6} rx={52} ry={1.5} fill="#000" opacity={0.07} />
      {chair(left - 18, 1)}
      {chair(left + 72 + 2, -1)}
      {/* A 72 in dining table. */}
      <rect x={left} y={up(30)} width={72} height={1.6} rx={0.4} fill="#b08a62" />
      <rect x={left + 2} y={up(28.4)} width={68} height={3} fill="#9a7651" />
      <path
        d={`M${left + 3} ${up(25.4)} L${left + 6} ${up(25.4)} L${left + 5.3} ${up(0)} L${left + 3.7} ${up(0)} Z`}
        fill="#9a7651"
      />
      <path
        d={`M${left + 66} ${up(25.4)} L${left + 69} ${up(25.4)} L${left + 68.3} ${up(0)} L${left + 66.7} ${up(0)} Z`}
        fill="#9a7651"
      />
      {/* A bowl of fruit and a small vase of stems. */}
      <path
        d={`M${CENTRE - 6} ${up(30)} Q${CENTRE} ${up(26.5)} ${CENTRE + 6} ${up(30)} L${CENTRE + 6.5} ${up(32.5)} L${CENTRE - 6.5} ${up(32.5)} Z`}
        transform={`translate(0 ${-0.001})`}
        fill="#efe8dc"
      />
      <circle cx={CENTRE - 2.5} cy={up(33.8)} r={1.8} fill="#d99a3d" />
      <circle cx={CENTRE + 1} cy={up(34.2)} r={1.9} fill="#b5552b" opacity={0.9} />
      <circle cx={CENTRE + 3.8} cy={up(33.6)} r={1.6} fill="#8fa05a" />
      <rect x={left + 16} y={up(38)} width={3.4} height={8} rx={1.4} fill="#e7ddd0" />
      {[
        [-3, 49],
        [0, 51],
        [3, 48],
      ].map(([dx = 0, top = 0]) => (
        <path
          key={dx}
          d={`M${left + 17.7} ${up(38)} Q${left + 17.7 + dx / 2} ${up(44)} ${left + 17.7 + dx} ${up(top)}`}
          stroke="#6f7d5f"
          strokeWidth={0.35}
          fill="none"
        />
      ))}
    </g>
  );
}

function Bedroom() {
  const left = CENTRE - 32;
  const nightstand = (x: number) => (
    <g>
      <rect x={x} y={up(24)} width={20} height={19} rx={0.8} fill="#8b6b52" />
      <rect x={x + 1} y={up(17)} width={18} height={0.4} fill="#6f5442" />
      <rect x={x + 9} y={up(21)} width={2} height={0.6} rx={0.3} fill="#4a3b2f" />
      <rect x={x + 1.5} y={up(5)} width={1.5} height={5} fill="#6f5442" />
      <rect x={x + 17} y={up(5)} width={1.5} height={5} fill="#6f5442" />
      {/* A ceramic lamp with a linen shade. */}
      <ellipse cx={x + 10} cy={up(29)} rx={3.4} ry={5} fill="#d9cdbb" />
      <rect x={x + 9.5} y={up(36)} width={1} height={3} fill="#8e857a" />
      <path
        d={`M${x + 4} ${up(36)} L${x + 6} ${up(45)} L${x + 14} ${up(45)} L${x + 16} ${up(36)} Z`}
        fill="#f4eee3"
      />
    </g>
  );
  return (
    <g>
      <ellipse cx={CENTRE} cy={up(0) + 0.6} rx={56} ry={1.6} fill="#000" opacity={0.07} />
      {nightstand(left - 24)}
      {nightstand(left + 64 + 4)}
      {/* A 64 in upholstered headboard, channel-tufted. */}
      <rect x={left} y={up(50)} width={64} height={40} rx={3} fill="#c2b4a2" />
      {Array.from({ length: 7 }, (_, i) => (
        <rect
          key={i}
          x={left + 8 * (i + 1) - 0.15}
          y={up(48)}
          width={0.3}
          height={22}
          fill="#a99a87"
        />
      ))}
      <rect x={left + 2} y={up(6)} width={60} height={6} fill="#a99a87" />
      <rect x={left + 4} y={up(33)} width={26} height={10} rx={3.5} fill="#f7f3ec" />
      <rect x={left + 34} y={up(33)} width={26} height={10} rx={3.5} fill="#f7f3ec" />
      <rect x={left + 2} y={up(25)} width={60} height={17} rx={2} fill="#efe9e0" />
      <rect x={left + 2} y={up(17)} width={60} height={6} fill="#b98f7a" opacity={0.9} />
      <rect x={left + 4} y={up(2)} width={2} height={2} fill="#6f5442" />
      <rect x={left + 58} y={up(2)} width={2} height={2} fill="#6f5442" />
    </g>
  );
}

const scene = (
  id: string,
  label: string,
  furniture: string,
  furnitureWidthIn: number,
  furnitureTopIn: number,
  groupWidthIn: number,
  colours: { wall: string; floor: string },
  Furniture: () => React.JSX.Element,
): DrawnScene => ({
  spec: {
    id,
    furniture,
    furnitureWidthIn,
    furnitureTopIn,
    groupWidthIn,
    furnitureCentreIn: CENTRE,
    wallWidthIn: WALL_WIDTH_IN,
    wallHeightIn: WALL_HEIGHT_IN,
  },
  label,
  ...colours,
  Furniture,
});

/** Real sizes: an 84 in sofa (back 34 in high), a 72 in table (30 in), a 64 in headboard (50 in). */
export const WALL_SCENES: readonly DrawnScene[] = [
  scene(
    'living-room',
    'Living room',
    'sofa',
    84,
    34,
    122,
    { wall: '#ebe5da', floor: '#c9b49a' },
    LivingRoom,
  ),
  scene(
    'dining-room',
    'Dining room',
    'dining table',
    72,
    30,
    108,
    { wall: '#e7e5dc', floor: '#bfa98c' },
    DiningRoom,
  ),
  scene(
    'bedroom',
    'Bedroom',
    'bed headboard',
    64,
    50,
    112,
    { wall: '#ece2d9', floor: '#cdb89e' },
    Bedroom,
  ),
];
