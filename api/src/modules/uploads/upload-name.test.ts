import { describe, expect, it } from 'vitest';
import { gridNameOf, storedImageName } from './upload-name';

describe('storedImageName', () => {
  it('puts the time first and keeps a clean, lower-case stem with the real extension', () => {
    expect(storedImageName(42, 'Sunset Over Galle.PNG', 'jpg')).toBe('42-sunset-over-galle.jpg');
  });

  it('drops folders and dot segments of either kind of slash', () => {
    expect(storedImageName(1, '../../etc/passwd', 'png')).toBe('1-passwd.png');
    expect(storedImageName(1, '..\\..\\windows\\win.ini', 'png')).toBe('1-win.png');
    expect(storedImageName(1, '..', 'png')).toBe('1-image.png');
  });

  it('turns odd characters into dashes and keeps accented letters readable', () => {
    expect(storedImageName(1, 'Café <script>&"quote".gif', 'gif')).toBe('1-cafe-script-quote.gif');
    expect(storedImageName(1, '.hidden.png', 'png')).toBe('1-hidden.png');
    expect(storedImageName(1, '💥.png', 'png')).toBe('1-image.png');
  });

  it('caps the length and never ends in -grid', () => {
    expect(storedImageName(1, `${'a'.repeat(200)}.png`, 'png')).toBe(`1-${'a'.repeat(80)}.png`);
    expect(storedImageName(1, 'wall-grid.webp', 'webp')).toBe('1-wall-grid-image.webp');
  });
});

describe('gridNameOf', () => {
  it('follows the shared naming rule', () => {
    expect(gridNameOf('1-poster.png')).toBe('1-poster-grid.webp');
    expect(gridNameOf('1-art.webp')).toBe('1-art-grid.webp');
  });
});
