// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and takes the fixed size of the content it stands for', () => {
    const { container } = render(<Skeleton width={160} height="10rem" />);
    const shape = container.firstElementChild as HTMLElement;
    expect(shape).toHaveAttribute('aria-hidden', 'true');
    expect(shape.style.width).toBe('160px');
    expect(shape.style.height).toBe('10rem');
  });

  it('draws a paragraph as lines of fixed height, the last one shorter', () => {
    const { container } = render(<Skeleton shape="text" width="100%" height={16} lines={3} />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    const lines = Array.from(block.children) as HTMLElement[];
    expect(lines.map((line) => [line.style.width, line.style.height])).toEqual([
      ['100%', '16px'],
      ['100%', '16px'],
      ['60%', '16px'],
    ]);
  });
});
