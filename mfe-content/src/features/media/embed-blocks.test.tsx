import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aBlock, anImage, contentServices, controllableConsent, renderBlocks } from '../../testing/content.test-support';
import { iframeAllow, iframeSandbox } from './iframe-policy';

const noMarketing = { marketing: false, statistic: true, targetGroupSelection: false };

describe('iframe sandbox', () => {
  it('never allows scripts together with same-origin, whatever is asked for', () => {
    const token = fc.constantFrom('allow-scripts', 'allow-same-origin', 'allow-forms', 'allow-popups', 'allow-top-navigation', 'allow-modals', 'ALLOW-SCRIPTS', ' allow-same-origin ', 'bogus');
    fc.assert(
      fc.property(fc.array(fc.oneof(token, fc.string())), (requested) => {
        const tokens = iframeSandbox(requested).split(' ');
        expect(tokens.includes('allow-scripts') && tokens.includes('allow-same-origin')).toBe(false);
        expect(tokens.some((name) => name.startsWith('allow-top-navigation') || name === 'allow-modals')).toBe(false);
      }),
      { numRuns: 1000 },
    );
    expect(iframeSandbox(['allow-scripts', 'allow-same-origin', 'allow-popups'])).toBe('allow-popups allow-scripts');
    expect(iframeSandbox(['allow-same-origin'])).toBe('allow-same-origin');
    expect(iframeSandbox()).toBe('');
    expect(iframeAllow(['fullscreen', 'camera', 'geolocation'])).toBe('fullscreen');
  });

  it('frames a page of the shop at once, sandboxed and lazy', () => {
    const { services } = contentServices();
    renderBlocks([aBlock('iframe', { src: '/filialen/karte', title: 'Filialkarte', height: 300, sandbox: ['allow-scripts', 'allow-same-origin'] })], services);
    const frame = screen.getByTitle('Filialkarte');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('height', '300');
  });

  it('frames another site only after a click on its placeholder, and never a javascript: source', async () => {
    const { services } = contentServices({ consent: controllableConsent(noMarketing).service });
    const { container } = renderBlocks(
      [
        aBlock('iframe', { src: 'https://www.openstreetmap.org/export/embed.html', title: 'Karte', height: 360, sandbox: ['allow-scripts'] }),
        aBlock('iframe', { src: 'javascript:alert(1)', title: 'Böse', height: 100 }),
      ],
      services,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Dieser Inhalt wird von www.openstreetmap.org bereitgestellt. Wenn Sie ihn laden, werden Daten wie Ihre IP-Adresse an www.openstreetmap.org übertragen.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Inhalt von www.openstreetmap.org laden' }));
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]!).toHaveAttribute('src', 'https://www.openstreetmap.org/export/embed.html');
    expect(frames[0]!).toHaveAttribute('sandbox', 'allow-scripts');
  });
});

describe('video', () => {
  it('loads nothing from YouTube before the click, then a sandboxed privacy-enhanced player', async () => {
    const { services } = contentServices({ consent: controllableConsent(noMarketing).service });
    const { container } = renderBlocks(
      [aBlock('video', { provider: 'youtube', videoId: 'abc123', title: 'Ein Tag in der Backstube', poster: anImage('') }, 'Backstube')],
      services,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Dieser Inhalt wird von YouTube bereitgestellt. Wenn Sie ihn laden, werden Daten wie Ihre IP-Adresse an YouTube übertragen.')).toBeInTheDocument();
    // The placeholder takes the box of the video, so nothing shifts when it loads.
    const box = container.querySelector<HTMLElement>('[style*="--sf-embed-ratio"]')!;
    expect(box.style.getPropertyValue('--sf-embed-ratio')).toBe('2');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Inhalt von YouTube laden' }));
    const player = screen.getByTitle('Ein Tag in der Backstube');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0');
    expect(player).toHaveAttribute('sandbox', 'allow-popups allow-presentation allow-scripts');
    expect(player).toHaveFocus();
  });

  it('says less when marketing consent is given, but still waits for the click', async () => {
    const { services } = contentServices({ consent: controllableConsent({ marketing: true, statistic: true, targetGroupSelection: true }).service });
    const { container } = renderBlocks([aBlock('video', { provider: 'vimeo', videoId: '76979871', title: 'Rezeptfilm' })], services);
    expect(screen.getByText('Dieser Inhalt wird von Vimeo geladen.')).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Inhalt von Vimeo laden' }));
    expect(screen.getByTitle('Rezeptfilm')).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });

  it('plays a video file of the shop in the native player without a placeholder, loading nothing before play', () => {
    const { services } = contentServices();
    const { container } = renderBlocks([aBlock('video', { provider: 'file', src: '/videos/backstube.mp4', title: 'Backstube' })], services);
    const video = container.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.querySelector('source')!).toHaveAttribute('src', '/videos/backstube.mp4');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('images', () => {
  it('sets width and height on every image; lazy below the fold, eager and high priority in the first block', () => {
    const { services } = contentServices();
    renderBlocks(
      [aBlock('image', anImage('Lieferwagen')), aBlock('image', { ...anImage('Korb'), caption: 'Obst der Saison' }), aBlock('image-list', { images: [anImage('Markt'), anImage('Bäckerei')] })],
      services,
      { page: true },
    );
    const [first, second, ...list] = screen.getAllByRole('img');
    expect(first!).toHaveAttribute('loading', 'eager');
    expect(first!).toHaveAttribute('fetchpriority', 'high');
    for (const image of [second!, ...list]) expect(image.getAttribute('loading')).toBe('lazy');
    for (const image of [first!, second!, ...list]) {
      expect(image).toHaveAttribute('width', '320');
      expect(image).toHaveAttribute('height', '160');
    }
    expect(screen.getByText('Obst der Saison').tagName).toBe('FIGCAPTION');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows no image with a dangerous source', () => {
    const { services } = contentServices();
    renderBlocks([aBlock('image', anImage('Böse', { src: 'javascript:alert(1)' }))], services);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
