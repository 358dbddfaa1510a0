import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '@storefront/shared/platform/parcel';
import { createTestServices } from '@storefront/shared/platform/testing';
import { catalogueTestMessages as messages } from '../../testing/catalogue.test-support';
import { ProductGallery } from './product-gallery';

function renderGallery(images: string[]) {
  const { services } = createTestServices({ messages });
  return render(
    <ServicesProvider value={services}>
      <ProductGallery images={images} name="Bergkäse" />
    </ServicesProvider>,
  );
}

const current = () => screen.getByRole('img', { name: /^Bergkäse/ }).getAttribute('alt');

describe('the product gallery', () => {
  it('one picture: the picture alone, named by the product, without controls', () => {
    renderGallery(['/a.svg']);
    expect(current()).toBe('Bergkäse');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('several pictures: buttons, thumbnails, arrow keys on the picture and a swipe move between them', async () => {
    const { container } = renderGallery(['/a.svg', '/b.svg', '/c.svg']);
    const user = userEvent.setup();
    expect(current()).toBe('Bergkäse, Bild 1 von 3');
    await user.click(screen.getByRole('button', { name: 'Nächstes Bild' }));
    expect(current()).toBe('Bergkäse, Bild 2 von 3');
    await user.click(screen.getByRole('button', { name: 'Bild 3 zeigen' }));
    expect(current()).toBe('Bergkäse, Bild 3 von 3');
    expect(screen.getByRole('button', { name: 'Bild 3 zeigen' }).getAttribute('aria-current')).toBe('true');

    const stage = container.querySelector('[tabindex="0"]') as HTMLElement;
    stage.focus();
    await user.keyboard('{ArrowRight}');
    expect(current()).toBe('Bergkäse, Bild 1 von 3');
    await user.keyboard('{ArrowLeft}');
    expect(current()).toBe('Bergkäse, Bild 3 von 3');

    // A swipe to the left shows the next picture; a small movement is no swipe.
    fireEvent.pointerDown(stage, { clientX: 200 });
    fireEvent.pointerUp(stage, { clientX: 120 });
    expect(current()).toBe('Bergkäse, Bild 1 von 3');
    fireEvent.pointerDown(stage, { clientX: 200 });
    fireEvent.pointerUp(stage, { clientX: 190 });
    expect(current()).toBe('Bergkäse, Bild 1 von 3');
  });
});
