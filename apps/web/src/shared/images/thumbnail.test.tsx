import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Thumbnail } from './thumbnail';

const SRC = '/uploads/10001/7f1c2a9e-1b2c-4d5e-8f90-123456789abc.png';

/** The one element named `name` for assistive technology: the picture or the placeholder. */
const pictureNamed = (name: string) => screen.getByRole('img', { name });

describe('Thumbnail (issue 8: a broken image shows the placeholder, not its alt text)', () => {
  afterEach(cleanup);

  it('shows the image when it loads, and the named placeholder once it fails', () => {
    render(<Thumbnail src={SRC} alt="WALK-BT-EAR.01" size={48} />);
    fireEvent.load(pictureNamed('WALK-BT-EAR.01'));
    expect(pictureNamed('WALK-BT-EAR.01').tagName).toBe('IMG');
    expect(pictureNamed('WALK-BT-EAR.01').getAttribute('src')).toBe(SRC);
    expect(screen.queryByTestId('image-placeholder')).toBeNull();

    fireEvent.error(pictureNamed('WALK-BT-EAR.01'));
    const placeholder = pictureNamed('WALK-BT-EAR.01');
    expect(placeholder).toBe(screen.getByTestId('image-placeholder'));
    expect(placeholder.tagName).toBe('SPAN');
    expect(document.querySelector('img')).toBeNull();
  });

  it('tries a new address again after the old one failed', () => {
    const { rerender } = render(<Thumbnail src={SRC} alt="MUG-01" size={48} />);
    fireEvent.error(pictureNamed('MUG-01'));
    expect(screen.getByTestId('image-placeholder')).toBeTruthy();
    rerender(<Thumbnail src="/uploads/10001/another.png" alt="MUG-01" size={48} />);
    expect(pictureNamed('MUG-01').tagName).toBe('IMG');
  });

  it('does the same for the large image that opens a preview', () => {
    render(<Thumbnail src={SRC} alt="CAP-02" size={96} preview />);
    const image = document.querySelector<HTMLImageElement>(`img[src="${SRC}"]`);
    expect(image?.alt).toBe('CAP-02');
    fireEvent.error(image as HTMLImageElement);
    expect(pictureNamed('CAP-02')).toBe(screen.getByTestId('image-placeholder'));
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the placeholder at once when there is no image', () => {
    render(<Thumbnail src="" alt="BOX-S" size={32} />);
    expect(pictureNamed('BOX-S')).toBe(screen.getByTestId('image-placeholder'));
  });
});
