import { useId, useState } from 'react';
import {
  drawnPrintRect,
  gridImageUrl,
  pixelsPerInch,
  type SizeDimensions,
  type WallView,
} from '@wallart/domain/rules';
import { FLOOR_DEPTH_IN, WALL_HEIGHT_IN, WALL_WIDTH_IN, type DrawnScene } from './wall-scenes';

/** The drawing's width in its own pixels; the page scales it to the space it has. */
export const DRAWING_WIDTH_PX = 1000;
/** The frame around the print and the shadow it casts, in inches. */
const FRAME_IN = 0.75;

/**
 * One room scene with the print hung on its wall at true scale: the furniture is drawn in
 * inches and scaled, the print's rectangle comes from the shared wall-preview maths.
 */
export function WallDrawing({
  scene,
  view,
  dimensions,
  image,
  label,
  maxHeight,
}: {
  scene: DrawnScene;
  view: WallView;
  dimensions: SizeDimensions;
  image: string | undefined;
  label: string;
  /** A CSS length the drawing's height keeps under; its width follows, the ratio kept. */
  maxHeight: string;
}) {
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const scale = pixelsPerInch(view, DRAWING_WIDTH_PX);
  const print = drawnPrintRect(dimensions, scene.spec, view, DRAWING_WIDTH_PX);
  const frame = FRAME_IN * scale;
  const height = (WALL_HEIGHT_IN + FLOOR_DEPTH_IN) * scale;
  const { Furniture } = scene;
  return (
    <svg
      viewBox={`0 0 ${DRAWING_WIDTH_PX} ${height}`}
      role="img"
      aria-label={label}
      style={{
        display: 'block',
        width: '100%',
        height: 'auto',
        maxWidth: `calc(${maxHeight} * ${DRAWING_WIDTH_PX / height})`,
        marginInline: 'auto',
        borderRadius: 4,
      }}
    >
      <defs>
        <linearGradient id={`${ids}-wall`} x1="0" y1="0" x2="0.35" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity={0.35} />
          <stop offset="1" stopColor="#000" stopOpacity={0.05} />
        </linearGradient>
        <linearGradient id={`${ids}-floor`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#000" stopOpacity={0.12} />
          <stop offset="1" stopColor="#000" stopOpacity={0} />
        </linearGradient>
        <filter id={`${ids}-shadow`} x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow
            dx={0}
            dy={0.6 * scale}
            stdDeviation={0.9 * scale}
            floodColor="#2e2a27"
            floodOpacity={0.28}
          />
        </filter>
      </defs>
      <g transform={`scale(${scale}) translate(${-view.leftIn} 0)`}>
        <rect width={WALL_WIDTH_IN} height={WALL_HEIGHT_IN} fill={scene.wall} />
        <rect width={WALL_WIDTH_IN} height={WALL_HEIGHT_IN} fill={`url(#${ids}-wall)`} />
        <rect y={WALL_HEIGHT_IN} width={WALL_WIDTH_IN} height={FLOOR_DEPTH_IN} fill={scene.floor} />
        <rect
          y={WALL_HEIGHT_IN}
          width={WALL_WIDTH_IN}
          height={FLOOR_DEPTH_IN}
          fill={`url(#${ids}-floor)`}
        />
        <rect y={WALL_HEIGHT_IN - 4} width={WALL_WIDTH_IN} height={4} fill="#f6f2eb" />
        <rect
          y={WALL_HEIGHT_IN - 4}
          width={WALL_WIDTH_IN}
          height={0.25}
          fill="#000"
          opacity={0.06}
        />
        <Furniture />
      </g>
      <rect
        x={print.x - frame}
        y={print.y - frame}
        width={print.width + 2 * frame}
        height={print.height + 2 * frame}
        fill="#2e2a27"
        filter={`url(#${ids}-shadow)`}
      />
      <PrintImage image={image} {...print} />
    </svg>
  );
}

/** The product's picture filling the print (cropped like a print of that shape), or a blank. */
function PrintImage({
  image,
  ...rect
}: {
  image: string | undefined;
  x: number;
  y: number;
  width: number;
  height: number;
}) {
  const [failed, setFailed] = useState<string[]>([]);
  const candidates = image ? [gridImageUrl(image), image] : [];
  const href = candidates.find((url) => !failed.includes(url));
  if (!href) return <rect data-wall-print="" {...rect} fill="#e9e6e1" />;
  return (
    <image
      data-wall-print=""
      href={href}
      {...rect}
      preserveAspectRatio="xMidYMid slice"
      onError={() => setFailed((list) => [...list, href])}
    />
  );
}
